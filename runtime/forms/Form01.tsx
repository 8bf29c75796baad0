/**
 * form01 (spec 002 §2–§9): a lead, order or payment form. The visitor fills it, Enter moves to the
 * next field and submits on the last (a textarea keeps its Enter), the rules of validation.ts give
 * per-field errors and one alert, and one lead is sent at a time through the site's request helper.
 * After a send the form shows its success state, resets, and carries out its action (actions.ts).
 *
 * Mode-dependent parts go through policies: formSends (admin checks but never sends),
 * formCodeAction, focusFirstField; what follows a send (the answer, the action's timers) reads them
 * when it comes, so a lead answered after a switch to admin carries out nothing there. Timers go
 * through the site's clock, and none outlives the form.
 */
import { memo, use, useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CAPTCHA_TOKEN_LIFETIME_MS, CaptchaWidget, INVISIBLE_CAPTCHA_GUARD_MS, type CaptchaHandle } from '../captcha';
import type { TimerHandle } from '../core/clock';
import { formFarEnoughUpToFocus } from '../core/policies';
import { VISUAL_TOKENS } from '../page/visual-tokens';
import { useFirstNearScreen, usePolicy, usePolicyAtEvent, useRuntimeBasics, type Translate } from '../core/runtime-context';
import {
  calculateAll,
  calculatorFieldValue,
  isFieldLoaded,
  isOfferedFieldValue,
  isUploading,
  LazyCalculatorField,
  LazyDateField,
  LazyFileField,
  LazyNumberField,
  LazyPhoneField,
  LazyRangeField,
  NO_UPLOADS,
  parseFormula,
  unknownFormulaNames,
  maskPhone,
  usablePhoneMask,
  phoneMaskFor,
  fieldsLoading,
  givenNumberInput,
  specialFieldKind,
  uploadedUris,
  uploadsReducer,
  type DateFieldRules,
  type Formula,
  type UploadEntry,
  type UploadEvent,
} from '../fields';
import '../fields/fields.css';
import { ModalDialog } from '../parts/modal/ModalDialog';
import { hasModal } from '../parts/modal/modal-store';
import { VISITOR_OPENED, whenDialogOpen } from '../parts/modal/use-modal-dialog';
import { usePageModalKeeps, usePageModalNews } from '../parts/modal/page-modal-keeps';
import { leadSendPath } from '../platform/api-paths';
import { landingQuery } from '../platform/landing';
import { RequestError } from '../platform/request';
import { useStore } from '../platform/use-store';
import { useInServerHtml } from '../platform/server-html';
import { NoScript } from '../platform/no-script';
import { usePageSettings } from '../page/page-settings-context';
import type { Form01Data, Form01Element, FormField } from '../page/page-schema';
import { ownerTextToHtml } from '../safety/text';
import { installDomPurify } from '../safety/purify';
import { actionSettingProblem, planFormAction, type ActionSettingProblem, type FormStep } from './actions';
import { createFormMachine, formNews, shakeAttribute } from './form-machine';
import { sendLead, type CaptchaDemand, type LeadOutcome, type LeadPay } from './lead-send';
import { buildLeadPayload, paymentFields, storedLeadText, type AdvancedField, type LeadPayloadInput, type OrderProduct, type ShippingField } from './payload';
import { runIsolatedCode } from './run-code';
import { controlsOf, FIELD_CONTROL_SELECTOR, isDisabledControl } from './form-controls';
import { applyTextMask, TEXT_MASK_SLOT, usableTextMask } from './text-mask';
import { own, without } from '../safety/own-records';
import { formMessageId, isAllEmpty, isBlockedEmailKey, validateForm, violationsOnFields, type FieldCheck, type FieldValue } from './validation';
import type { MessageKey } from '../platform/i18n';
import { chosenBeforeHydration, replayTextTypedBeforeHydration } from './typed-before-hydration';
import { mayTakeFocus, type FormArrival } from './first-field-focus';
import { resumedUploads, type KeptForm } from './kept-form';
import './form-events';
import type { CaptchaProblem } from './form-events';
import './forms.css';

// Server text (descriptions, labels) can hold markup: DOMPurify makes it safe (safety/text.ts).
installDomPurify();

// Keyed by field id, which may be a name of Object.prototype: read through `own` (safety/own-records.ts).
type Values = Record<string, FieldValue>;
type Masks = Record<string, boolean>;
type Uploads = Record<string, readonly UploadEntry[]>;
type CalculatorField = Extract<FormField, { type: 'calculator' }>;
/**
 * A calculator's parsed formula with the names it reads that are no field of the form, or why it
 * cannot be read (either shown to the owner in admin).
 */
type Calculation = { field: CalculatorField; formula: Formula; unknownNames: readonly string[] } | { field: CalculatorField; problem: string };

function initialValue(field: FormField): FieldValue {
  switch (field.type) {
    case 'checkbox':
    case 'file':
      return [];
    case 'consent':
      return false;
    case 'hidden':
      return field.value;
    case 'range':
      return field.double ? [field.min, field.max] : [field.min];
    default:
      return '';
  }
}

const initialValues = (fields: readonly FormField[]): Values => Object.fromEntries(fields.map((field) => [field.id, initialValue(field)]));

/**
 * The kind of value a field holds: its type, and what its value is made of — a range's runners, a
 * choice's options, a hidden field's value (initialValue). A field whose kind the owner changes (a
 * live edit) holds a value of the old kind, which the new one would show and send as its own: text
 * in a checkbox list that ticks no box yet passes its required check, an option renamed away is
 * still sent, a hidden field sends its old value.
 */
function valueKindOf(field: FormField): string {
  switch (field.type) {
    case 'range':
      return `range/${field.double ? 2 : 1}`;
    case 'select':
    case 'radio':
    case 'checkbox':
      return `${field.type}/${JSON.stringify(field.options)}`;
    case 'hidden':
      return `hidden/${field.value}`;
    default:
      return field.type;
  }
}
const valueKindsOf = (fields: readonly FormField[]): Record<string, string> => Object.fromEntries(fields.map((field) => [field.id, valueKindOf(field)]));

/** A record without the entries of `ids`. */
function withoutAll<T>(record: Record<string, T>, ids: readonly string[]): Record<string, T> {
  return ids.reduce(without, record);
}

/**
 * A message the form shows (a field's error, its alert; the order's errors on its own fields): one
 * of the page's messages by its key, translated as it is shown, so a switch of the page's language
 * reaches a message already on the screen; or text as it came (the server's violations).
 */
type FormMessage = { key: MessageKey; params?: Readonly<Record<string, string | number>> } | { text: string };
const messageText = (message: FormMessage, t: Translate): string => ('text' in message ? message.text : t(message.key, message.params));
const serverText = (text: string): FormMessage => ({ text });

/**
 * A failed send as the form shows it (spec 002 §8): the alert's message, the errors on its fields
 * (a server's violations), and the captcha its next submit runs when the server asked for one. A
 * value: a form in a page modal that failed after its pop-up closed shows it when it opens again.
 */
interface ShownFailure {
  alert: FormMessage;
  errors: Readonly<Record<string, FormMessage>>;
  captcha?: 'modal' | 'invisible';
}

/** Spec 002 §8, 001 §8: a server's violations as the form shows them: on the fields they name, the rest said in the alert. */
function violationsFailure(onFields: Readonly<Record<string, string>>, rest: Readonly<Record<string, string>>): ShownFailure {
  const said = Object.values(rest);
  return {
    // Built from entries: a field id may be "__proto__" (safety/own-records.ts).
    errors: Object.fromEntries(Object.entries(onFields).map(([id, text]) => [id, serverText(text)])),
    alert: said.length > 0 ? serverText(said.join(' ')) : { key: 'request::form' },
  };
}

/**
 * Spec 002 §8: a captcha token went with the lead, and the server refused it. A server that asks
 * for the visible captcha takes no invisible token: the next submit runs the visible one, or each
 * send would be refused again. It never steps back down.
 */
const captchaRefused = (demand: CaptchaDemand): ShownFailure => ({ alert: { key: 'form::captcha_error' }, errors: {}, ...(demand === 'visible' ? { captcha: 'modal' as const } : {}) });

/**
 * The values a form is given (a checkout restored after a reload, a visitor the page knows) as its
 * fields would hold them: a number field's cut to its decimal places and clamped to its limits
 * (spec 001 §5 "Number field"). The field clamps only what is typed, on its blur: a given value
 * beyond the limits was shown, and sent, as it came.
 */
function givenValues(fields: readonly FormField[], given: Readonly<Record<string, FieldValue>> | undefined): Values {
  if (!given) return {};
  const numbers = new Map(fields.flatMap((field) => (field.type === 'number' ? [[field.id, field] as const] : [])));
  // Built from entries: a field id may be "__proto__" (safety/own-records.ts).
  return Object.fromEntries(
    Object.entries(given).map(([id, value]) => {
      const field = numbers.get(id);
      return [id, field && typeof value === 'string' ? givenNumberInput(value, field) : value];
    }),
  );
}

/** The form's calculators, their formulas parsed once (never run as code: calculator.ts). */
function calculationsOf(fields: readonly FormField[]): Calculation[] {
  const fieldIds = new Set(fields.map((field) => field.id));
  return fields.flatMap((field): Calculation[] => {
    if (field.type !== 'calculator') return [];
    try {
      const formula = parseFormula(field.formula);
      return [{ field, formula, unknownNames: unknownFormulaNames(formula, fieldIds) }];
    } catch (error) {
      return [{ field, problem: error instanceof Error ? error.message : String(error) }];
    }
  });
}

/**
 * Admin's note on a calculator's formula, or null when it works: one that cannot be read shows
 * nothing, and a field it reads that the form does not have counts as 0 for ever (visitors get
 * that 0, as the schema says of an empty field); either way the owner's result never moves.
 */
function formulaNoteOf(calculation: Calculation): FormMessage | null {
  if ('problem' in calculation) return { key: 'form::calculator_formula_admin', params: { problem: calculation.problem } };
  const { unknownNames } = calculation;
  return unknownNames.length ? { key: 'form::calculator_fields_missing_admin', params: { count: unknownNames.length, fields: unknownNames.join(', ') } } : null;
}

/**
 * The calculators' results over the values of the form's fields (calculator.ts calculateAll: each
 * after the ones it reads). Only its fields': a value kept for a field the owner deleted, or given
 * for an id the form has none of, is not read (a formula naming it counts it as 0, as admin says).
 */
function calculate(calculations: readonly Calculation[], values: Values, fieldIds: ReadonlySet<string>): Record<string, number | null> {
  return calculateAll(
    calculations.map((calculation) => ({ id: calculation.field.id, formula: 'formula' in calculation ? calculation.formula : null })),
    Object.fromEntries(Object.entries(values).filter(([id]) => fieldIds.has(id))),
  );
}

/**
 * The mask a phone field uses: the site country's, none, or the owner's own. An owner's mask without
 * a slot is none (spec 001 §8 "Mask errors remove the mask": the phone field takes the number
 * unmasked), so the form checks the number as the field takes it.
 */
function phoneMask(field: Extract<FormField, { type: 'phone' }>, country: string): string | null {
  if (field.mask === 'auto') return phoneMaskFor(country);
  return field.mask === 'none' ? null : usablePhoneMask(field.mask);
}

/**
 * Whether a masked field's value fills its mask, for a value the field never reported on (one the
 * form was given: a checkout restored after a reload, a visitor's known number). A field reports
 * this as the visitor types; a given value is read by the same rules, so a complete one is not
 * refused as incomplete until the visitor retypes a digit.
 */
function givenValueFillsMask(field: FormField, country: string, value: FieldValue): boolean {
  const text = textOf(value);
  if (field.type === 'phone') {
    const mask = phoneMask(field, country);
    return mask !== null && maskPhone(mask, text).complete;
  }
  const textMask = field.type === 'text' ? usableTextMask(field.mask) : null;
  return textMask !== null && applyTextMask(textMask, text).complete;
}

const textOf = (value: FieldValue): string => (typeof value === 'string' ? value : '');

/** A date or datetime field's calendar rules: the ones its calendar offers days and slots by, and the form checks its value by. */
function dateRulesOf(field: Extract<FormField, { type: 'date' | 'datetime' }>): DateFieldRules {
  const days = { range: field.range, workDays: field.workDays };
  return field.type === 'datetime' ? { kind: field.type, ...days, interval: field.interval, start: field.start, finish: field.finish } : { kind: field.type, ...days };
}

/**
 * A captcha token the form keeps for a send, and when it came by the wall clock (Date.now()), which
 * goes on while a laptop sleeps: the timers do not.
 */
interface KeptCaptchaToken {
  value: string;
  cameAt: number;
}

/** A token the captcha gave just now. */
const keepCaptchaToken = (value: string): KeptCaptchaToken => ({ value, cameAt: Date.now() });

/** Whether a kept token is past its lifetime by the wall clock. */
const captchaTokenOutOfDate = (kept: KeptCaptchaToken): boolean => Date.now() - kept.cameAt >= CAPTCHA_TOKEN_LIFETIME_MS;

/**
 * Whether a form sends content of its own beside its fields: an order (the cart's lines, an order
 * form's products) or a payment.
 */
const sendsMoreThanFields = (data: Form01Data, order: FormOrder | undefined): boolean => order !== undefined || data.products.length > 0 || data.payment !== undefined;

/** Owner text (labels, consent) through the text rule. */
function OwnerText({ text, as: Tag = 'span' }: { text: string; as?: 'span' | 'h3' | 'p' }) {
  return <Tag dangerouslySetInnerHTML={{ __html: ownerTextToHtml(text) }} />;
}

/**
 * What the cart's order form (checkout/CheckoutForm.tsx) adds to a form01: the checkout sits above
 * the forms, so it hands its rules in rather than the form reaching for the cart.
 */
export interface FormOrder {
  /** Why the order cannot go now (spec 001 §5), said under the submit; null when it can. */
  blockedTip: string | null;
  /** The cart's part of the lead at the moment it goes: its lines, the address, the hidden fields. */
  parts(): { products: readonly OrderProduct[]; shipping: readonly ShippingField[]; advanced: readonly AdvancedField[] };
  /** A 409 (spec 001 §8): resolves true to send the order again, false to stay in the cart. */
  conflict(body: unknown): Promise<boolean>;
  /**
   * The server accepted the order: the cart empties (only now, never before). `pay`: its payment, for
   * the cart to offer while it shows the order placed, whether the form started it (a pay modal the
   * visitor may close) or had gone and could not (null: no payment, or none to offer: sent in run and
   * answered in admin, where the form carries out no action); `formGone`: the form was no longer on
   * screen, so showed no success message of its own.
   */
  accepted(leadId: string, pay: LeadPay | null, formGone: boolean): void;
  /** The visitor's values after each change (the checkout keeps them for a reload). */
  typed?(values: Readonly<Record<string, FieldValue>>): void;
  /**
   * Spec 002 §5: the order's own fields outside the form (the delivery address), checked in the
   * same pass as the form's at each submit. The order marks them and gives their errors in their
   * order; none: they let the order go. The form alerts the first message and focuses the first
   * invalid control in document order, its own or the order's.
   */
  check?(): readonly OrderFieldError[];
  /**
   * Spec 001 §5, §8: the server's violations whose paths name none of the form's own fields. The
   * order shows those that name its fields (the shipping fields it sent) and gives them back as
   * `shown`; `rest` (path and message) is said in the form's alert.
   */
  violations?(unplaced: Readonly<Record<string, string>>): { shown: readonly OrderFieldError[]; rest: Readonly<Record<string, string>> };
}

/** An error on one of the order's fields outside the form: its message, and the control that shows it (null when not on screen). */
export interface OrderFieldError {
  message: FormMessage;
  control: HTMLElement | null;
}

export interface Form01Props {
  element: Form01Element;
  /** Values the form starts with (a story, a checkout that knows the visitor); every other field starts empty. */
  initial?: Readonly<Record<string, FieldValue>> | undefined;
  /** The cart's order: its lines and rules go with the form's own fields. */
  order?: FormOrder | undefined;
}

export function Form01({ element, initial, order }: Form01Props) {
  const { services, stores, t } = useRuntimeBasics();
  const settings = usePageSettings();
  const sends = usePolicy('formSends');
  // The policies as an answer comes and as an action's timer fires, not as the submit rendered: a
  // lead sent in run may be answered, or its redirect fall due, after the page switched to admin
  // (DESIGN.md §3: a switch applies the new policies at once and completely).
  const policyAtEvent = usePolicyAtEvent();
  const data = element.data;
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The server's HTML carries a note for a browser without scripts (below the submit).
  const inServerHtml = useInServerHtml();
  // Spec 002 §4: a form is initialised when it is on screen or beside it (the runtime's "near the
  // screen"), and stays so: what it sets up for itself — today the invisible captcha's provider
  // script — waits until then, so a form at the foot of a long page costs nothing on arrival.
  const initialised = useFirstNearScreen(formRef, `form:${element.id}`);
  // The kind of value each field holds (valueKindOf).
  const fieldKinds = useMemo(() => valueKindsOf(data.fields), [data.fields]);
  // In a page modal, what was typed and chosen before it last closed comes back (parts/modal/page-modal-keeps.ts, kept-form.ts).
  const valueShape = useMemo(() => JSON.stringify(fieldKinds), [fieldKinds]);
  const { kept, keep: keepInPageModal, forget: forgetInPageModal } = usePageModalKeeps<KeptForm>(element.id, valueShape);
  const [values, setValues] = useState<Values>(() => ({ ...initialValues(data.fields), ...givenValues(data.fields, initial), ...kept?.values }));
  const [masks, setMasks] = useState<Masks>({});
  // The special fields' code loads with the form, only for the kinds it has (fields/lazy-fields.tsx);
  // the form waits for it where it waits for its own code, and shows whole. The same promise on
  // every render (called whether or not it has settled), so a replayed render keeps its hooks.
  const fieldCode = formFieldsLoading(data);
  if (fieldCode) use(fieldCode);
  const calculations = useMemo(() => calculationsOf(data.fields), [data.fields]);
  const fieldIds = useMemo(() => new Set(data.fields.map((field) => field.id)), [data.fields]);
  // Admin's notes on the calculators' formulas, by field id: each field is handed the same one on every render.
  const formulaNotes = useMemo(
    () =>
      new Map(
        calculations.flatMap((calculation) => {
          const note = formulaNoteOf(calculation);
          return note ? [[calculation.field.id, note] as const] : [];
        }),
      ),
    [calculations],
  );
  const results = calculate(calculations, values, fieldIds);
  const adminNotes = usePolicy('adminNotes');
  // Admin never sends, so the owner would learn of an action that cannot work only from a visitor: the form says it.
  // Without admin's notes the selector is false, so the form follows no change of the page's modals;
  // with them, the redirect's check (a URL parse) runs when the action changes, not at each keystroke.
  const actionModalId = data.action.type === 'modal' ? data.action.modalId : undefined;
  const actionModalMissing = useStore(stores.modals, (state) => adminNotes && actionModalId !== undefined && !hasModal(state, actionModalId));
  // actionSettingProblem asks the page only about the action's own modal, which the selector has answered.
  const actionProblem = useMemo(() => (adminNotes ? actionSettingProblem(data.action, () => !actionModalMissing) : null), [data.action, adminNotes, actionModalMissing]);
  const reducedMotion = usePolicy('reducedMotion');
  // File fields' uploads (fields/uploads.ts); what a file field sends is the addresses of its uploaded files.
  const [uploads, setUploads] = useState<Uploads>(() => resumedUploads(kept?.uploads));
  const [errors, setErrors] = useState<Record<string, FormMessage>>({});
  // The alert's message, with the number of the failure that said it: each failure gives its message a
  // fresh node in the live region (its key), so a second failure with the same message is announced
  // again, where an unchanged region says nothing to a screen reader. Replaced in one commit, never
  // emptied first: a sighted visitor sees no flicker.
  const [alert, setAlertState] = useState<{ message: FormMessage; key: number } | null>(null);
  const setAlert = (message: FormMessage | MessageKey | null) =>
    setAlertState((current) => (message === null ? null : { message: typeof message === 'string' ? { key: message } : message, key: (current?.key ?? 0) + 1 }));
  // The payment page of the bill the last lead started in the pay modal, offered under the form: the
  // form has reset, and a visitor who closed that modal (by mistake, or to look again) pays that bill
  // from here, not a new one for a lead sent again. An order's is offered by its cart (checkout).
  const [startedPay, setStartedPay] = useState<string | null>(null);
  // The kind of value held for each field id, removed fields' too: a field whose kind changed since
  // starts again from its new kind's empty value, its mask, uploads and error dropped (React's state
  // adjusted as it renders, before the fields render with a value of the old kind).
  const [heldKinds, setHeldKinds] = useState(fieldKinds);
  if (heldKinds !== fieldKinds && Object.entries(fieldKinds).some(([id, kind]) => own(heldKinds, id) !== kind)) {
    const retyped = data.fields.filter((field) => {
      const held = own(heldKinds, field.id);
      return held !== undefined && held !== own(fieldKinds, field.id);
    });
    setHeldKinds({ ...heldKinds, ...fieldKinds });
    if (retyped.length > 0) {
      const ids = retyped.map((field) => field.id);
      setValues((current) => ({ ...current, ...initialValues(retyped) }));
      setMasks((current) => withoutAll(current, ids));
      setUploads((current) => withoutAll(current, ids));
      setErrors((current) => withoutAll(current, ids));
    }
  }
  const [machine] = useState(() => createFormMachine(services.clock));
  const state = useSyncExternalStore(machine.subscribe, machine.get, machine.get);
  // The action's timers (redirect, payment start), cleared if the form goes away first.
  const timers = useRef<TimerHandle[]>([]);
  // Whether the form is on the page: an answer or a timer that comes after it went (its section
  // deleted, the pop-up it was in closed) finds nothing to show and carries out nothing.
  const mounted = useRef(false);
  // Captcha (spec 002 §4, §8): the kind in use (the form's own, or the one the server asked for),
  // the token the widget gave, whether a token went with the last send, and a submit waiting for one.
  const [captchaKind, setCaptchaKind] = useState<'none' | 'modal' | 'invisible'>(data.captcha === 'modal' || data.captcha === 'invisible' ? data.captcha : 'none');
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [runInvisible, setRunInvisible] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const captchaToken = useRef<KeptCaptchaToken | null>(null);
  const tokenSent = useRef(false);
  const waitingForCaptcha = useRef(false);
  const captchaGuard = useRef<TimerHandle | undefined>(undefined);
  // The invisible captcha's guard gave the visitor's submit up (spec 002 §4), and no other came since.
  const submitGivenUp = useRef(false);
  // Spec 002 §2, §7: a lead goes to its project's lead-send path, which carries the form's group id.
  // A page without its project has none: its form sends nothing rather than post to a made-up project.
  const leadPath = settings.projectId ? leadSendPath(settings.projectId, data.groupId) : null;
  const inputId = (fieldId: string) => `${baseId}-${fieldId}`;
  // The order of the newest render: a send or a 409 that settles after the cart changed (a resend
  // after the refresh a 409 asks for) reads the cart as it is now, not as it was when the click came.
  const orderRef = useRef(order);
  useLayoutEffect(() => {
    orderRef.current = order;
  });
  useEffect(() => {
    orderRef.current?.typed?.(values);
  }, [values]);
  useEffect(() => keepInPageModal({ values, uploads }), [values, uploads, keepInPageModal]);

  /** Shows a failed send: its alert, the errors on its fields, the error animation; the busy state is over. */
  const showFailure = (failure: ShownFailure) => {
    setErrors({ ...failure.errors });
    setAlert(failure.alert);
    if (failure.captcha) setCaptchaKind(failure.captcha);
    machine.fail();
  };

  /** The control a field takes the focus on. */
  const fieldControl = (fieldId: string): HTMLElement | null => {
    const form = formRef.current;
    if (!form) return null;
    // Compared through the dataset, not a selector: a field id is owner data and may hold any character.
    const box = [...form.querySelectorAll<HTMLElement>('[data-form-field]')].find((node) => node.dataset.formField === fieldId);
    // A field whose code did not load has only its retry button.
    return box?.querySelector<HTMLElement>(FIELD_CONTROL_SELECTOR) ?? box?.querySelector<HTMLElement>('[data-field-retry]') ?? null;
  };

  // The field whose error a failure missed while the form was gone shows (a server's violation): it
  // takes the focus the form takes as it opens, in place of the first field.
  const missedFocus = useRef<string | null>(null);
  // A failed send the visitor missed, the form gone (missFailure): heard once, as the form mounts
  // with its pop-up opened again, or, opened again before the answer came, as it comes.
  const tellMissed = usePageModalNews<ShownFailure>(element.id, (failure) => {
    // A send of its own under way, or its thanks: the answer to the one before says nothing over it.
    if (machine.get().phase !== 'idle') return;
    missedFocus.current = data.fields.find((field) => Object.hasOwn(failure.errors, field.id))?.id ?? null;
    showFailure(failure);
  });

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      machine.dispose();
      for (const handle of pending.splice(0)) services.clock.clearTimeout(handle);
      // The invisible captcha's guard too: firing after the form went, it would give up a submit
      // nobody waits for, start the error animation's timer anew and let a late token send.
      services.clock.clearTimeout(captchaGuard.current);
      waitingForCaptcha.current = false;
      submitGivenUp.current = false;
    };
  }, [machine, services.clock]);

  // Spec 002 §6: the first field gets focus when the form opens, where the policy allows and the form's top is on screen.
  // A form in a pop-up opens with its dialog: it is measured and focused once that is open, taking
  // the focus over from the dialog's Close button.
  // How the form came, as it first rendered: the host's hand-over after hydrating is no new arrival.
  const arrival = useRef<FormArrival>(inServerHtml ? 'hydrated' : 'rendered');
  useEffect(() => {
    const form = formRef.current;
    const view = form?.ownerDocument.defaultView;
    if (!form || !view) return;
    return whenDialogOpen(form, () => {
      // The policy as the form opens, read then (the form does not render again on a mode switch for it).
      // The policy first: where it says no (admin, mobile) the form's box is not read at all.
      if (!policyAtEvent('focusFirstField') || !formFarEnoughUpToFocus(view.innerHeight, form.getBoundingClientRect().top)) return;
      // Never from a focus the visitor is using (first-field-focus.ts): one typing elsewhere as a
      // client-rendered form opens, any focus at all as a published page's form hydrates.
      if (!mayTakeFocus(form.ownerDocument, arrival.current)) return;
      const invalid = missedFocus.current === null ? null : fieldControl(missedFocus.current);
      (invalid ?? controlsOf(form)[0])?.focus({ preventScroll: true });
    });
    // Only when the form opens, not on every mode or viewport switch (the reader is the provider's, the same throughout).
  }, [policyAtEvent]);

  const checks = (current: Values): FieldCheck[] => {
    // Today for the date fields' check: the submit's, not the one their values were chosen or given on.
    const now = new Date();
    return data.fields.map((field) => ({
      id: field.id,
      kind: field.type,
      required: field.required,
      disabled: field.disabled,
      value: fieldValue(current, field),
      mask:
        (field.type === 'phone' && phoneMask(field, settings.country)) || (field.type === 'text' && usableTextMask(field.mask))
          ? { complete: own(masks, field.id) ?? givenValueFillsMask(field, settings.country, fieldValue(current, field)) }
          : field.type === 'date' || field.type === 'datetime'
            ? // Spec 002 §5 "the calendar's own check": text the field refused, and a value it holds that
              // the calendar would not offer now (given to the form, or chosen before midnight).
              { complete: own(masks, field.id) !== false && isOfferedFieldValue(textOf(fieldValue(current, field)), dateRulesOf(field), now) }
            : undefined,
      files: field.type === 'file' ? fileCounts(own(uploads, field.id) ?? NO_UPLOADS) : undefined,
      // Read at the submit: the form showed once every import settled, so code not there now failed (or is being retried).
      unavailable: fieldCodeMissing(field.type),
    }));
  };

  // A file field's value is the addresses of its uploaded files (spec 001 §3: what the lead carries);
  // a calculator's is its result over the values, with a dot and its decimal places; a number's is
  // as typed, with a dot too (the field keeps the decimal comma a visitor typed: fields/number.ts).
  const fieldValue = (current: Values, field: FormField): FieldValue => {
    if (field.type === 'file') return uploadedUris(own(uploads, field.id) ?? NO_UPLOADS);
    if (field.type === 'calculator') return calculatorFieldValue(own(calculate(calculations, current, fieldIds), field.id) ?? null, field.decimals);
    const value = own(current, field.id) ?? initialValue(field);
    return field.type === 'number' && typeof value === 'string' ? value.replace(',', '.') : value;
  };

  // The same two functions on every render, keyed by field id: a field (memoised) renders again
  // only when what it shows changes, not at every keystroke in another one.
  const onUploadEvent = useCallback(
    (fieldId: string, event: UploadEvent) => {
      setUploads((current) => ({ ...current, [fieldId]: uploadsReducer(own(current, fieldId) ?? NO_UPLOADS, event) }));
      setErrors((current) => without(current, fieldId));
      machine.touch();
    },
    [machine],
  );

  const setValue = useCallback(
    (fieldId: string, value: FieldValue, complete?: boolean) => {
      setValues((current) => ({ ...current, [fieldId]: value }));
      if (complete !== undefined) setMasks((current) => ({ ...current, [fieldId]: complete }));
      setErrors((current) => without(current, fieldId));
      machine.touch();
    },
    [machine],
  );

  // What the visitor typed and chose before the form hydrated (a published page's form hydrates as
  // its code comes): on the screen, but not in the form's state until it is taken in here, once.
  // The text as typing, through the field's handler (a mask formats it; a special field gives back
  // its own as it hydrates); the choices that differ from the state. A client render (its fields show the
  // state, given values too) takes in nothing, and the form is not touched by it.
  const takeInTypedBeforeHydration = useEffectEvent(() => {
    if (!formRef.current) return;
    replayTextTypedBeforeHydration(formRef.current, data.fields);
    for (const [fieldId, value] of Object.entries(chosenBeforeHydration(formRef.current, data.fields))) {
      if (JSON.stringify(value) !== JSON.stringify(own(values, fieldId))) setValue(fieldId, value);
    }
  });
  useEffect(() => takeInTypedBeforeHydration(), []);

  const reset = () => {
    setValues(initialValues(data.fields));
    setMasks({});
    setUploads({});
    setErrors({});
    captchaToken.current = null;
    tokenSent.current = false;
    captcha.current?.reset();
  };

  const later = (ms: number, run: () => void) => {
    // None once the form has gone: its cleanup cleared the timers it had and would miss a new one.
    if (!mounted.current) return;
    timers.current.push(services.clock.setTimeout(run, ms));
  };

  /**
   * A step of the form's action after its delay, carried out only if the page still runs form
   * actions when it falls due (formSends): a redirect or payment start set in run never fires into
   * admin, where the owner switched meanwhile.
   */
  const laterInAction = (ms: number, run: () => void) => {
    later(ms, () => {
      if (policyAtEvent('formSends')) run();
    });
  };

  const carryOut = (steps: FormStep[], leadId: string, sent: Values) => {
    for (const step of steps) {
      switch (step.type) {
        case 'close': {
          const modalId = formRef.current?.closest<HTMLElement>('[data-modal-id]')?.dataset.modalId;
          if (modalId) stores.modals.getState().close(modalId);
          break;
        }
        case 'redirect':
          laterInAction(step.delayMs, () => {
            if (policyAtEvent('followLinks')) services.navigate(step.url);
          });
          break;
        case 'refused-redirect':
          services.log.warn(`form ${element.id}: redirect target refused`, step.url);
          services.events.emit('link:blocked', { url: step.url, elementId: element.id });
          setAlert('form::redirect_refused');
          break;
        case 'code': {
          const doc = formRef.current?.ownerDocument;
          if (!doc) break;
          void runIsolatedCode(doc, step.code, { elementId: element.id, leadId, fields: sent }).then((result) => {
            if (result.ok) return;
            services.log.error(`form ${element.id}: the code action failed`, result.message);
            setAlert('form::code_failed');
          });
          break;
        }
        case 'code-skipped':
          break;
        case 'modal':
          if (!stores.modals.getState().open(step.modalId)) services.log.warn(`form ${element.id} asks for modal "${step.modalId}", which this page does not have`);
          break;
        case 'pay-start': {
          const payQuery = new URLSearchParams(step.search);
          laterInAction(step.delayMs, () => {
            const payId = payQuery.get('pay_id') ?? '';
            // The page's pay flow answers at once if it is there (runtime/pay/PayFromAddress.tsx).
            let taken = false;
            const stopWatching = services.events.on('pay:taken', (taker) => {
              if (taker.payId === payId) taken = true;
            });
            // The pay query goes on an entry of its own, the pay modal's (it takes it: Back closes
            // it), so the entry below keeps the address it had: no pay query left there for a Back
            // or a reload to open the modal again.
            const ownEntry = policyAtEvent('hashWrites');
            if (ownEntry) services.location.pushCopy();
            services.location.replaceSearch(step.search);
            services.events.emit('pay:start', { payId, fallbackUrl: step.fallbackUrl, ownEntry });
            stopWatching();
            if (!orderRef.current) setStartedPay(step.fallbackUrl);
            // Nothing took the payment (no pay flow on this page): go to the payment page itself,
            // in the place of the pay query's entry, so a Back from there finds the page as it was.
            laterInAction(step.fallbackDelayMs, () => {
              if (!taken && policyAtEvent('followLinks')) services.navigate(step.fallbackUrl, ownEntry ? { replace: true } : undefined);
            });
          });
          break;
        }
        case 'pay-success':
          if (policyAtEvent('hashWrites')) services.location.replaceHash(step.hash);
          services.events.emit('form:payment-success', { elementId: element.id, leadId });
          break;
      }
    }
  };

  const onOutcome = (outcome: LeadOutcome, sent: Values) => {
    // The form went while its lead was on the way: no message to show now, no captcha to ask for, no
    // order to send again (missFailure). An accepted lead is still told (below).
    if (!mounted.current && outcome.kind !== 'sent') return missFailure(outcome);
    switch (outcome.kind) {
      case 'sent': {
        // The lead went through whatever became of the form since: the site's analytics hear of it,
        // and the cart drops what the order carried (kept, the visitor would order it a second time).
        services.events.emit('form:lead', { elementId: element.id, leadId: outcome.leadId, pay: outcome.pay !== null });
        const formGone = !mounted.current;
        // Its payment is offered where the visitor could pay: not in admin, where no action runs.
        orderRef.current?.accepted(outcome.leadId, formGone || policyAtEvent('formSends') ? outcome.pay : null, formGone);
        // In a pop-up, the form opens empty next time, as after its thanks (closed while its lead was on its way too).
        forgetInPageModal();
        // Its action is for a form the visitor still sees: none starts a payment or leaves the page
        // behind a pop-up they closed or a section the owner deleted.
        if (formGone) return;
        machine.succeed();
        reset();
        setAlert(null);
        // A new lead: the payment of the one before is no longer this form's to offer.
        setStartedPay(null);
        // Sent in run and answered after the switch to admin: the form says the lead was received,
        // and carries out no action (no navigation away from the editor, no address written, no code).
        if (!policyAtEvent('formSends')) return;
        const steps = planFormAction(data.action, outcome.pay, { pageUrl: pageUrl(formRef.current), search: services.location.search(), codeRuns: policyAtEvent('formCodeAction') });
        carryOut(steps, outcome.leadId, sent);
        return;
      }
      case 'violations': {
        // A hidden input cannot show its message: the alert says it (with the form's own messages).
        const placed = violationsOnFields(outcome.fieldErrors, shownFieldIds());
        // A path no field of the form claims may name one of the order's (the delivery address it sent as shipping fields).
        const unplaced = placed.unplaced;
        const onOrder = orderRef.current?.violations?.(unplaced) ?? { shown: [], rest: unplaced };
        showFailure(violationsFailure(placed.fields, onOrder.rest));
        // The first invalid field in document order, as after the form's own check (not the answer's order).
        const firstOwn = data.fields.find((field) => Object.hasOwn(placed.fields, field.id));
        firstInvalid(firstOwn ? { id: firstOwn.id, message: serverText(own(placed.fields, firstOwn.id) ?? '') } : null, onOrder.shown)?.control?.focus();
        return;
      }
      case 'captcha':
        // Spec 002 §8: a token already went with this lead — the check failed; otherwise set the captcha up and run it.
        if (tokenSent.current) {
          tokenSent.current = false;
          captchaToken.current = null;
          captcha.current?.reset();
          showFailure(captchaRefused(outcome.demand));
          return;
        }
        askCaptcha(outcome.demand === 'visible' ? 'modal' : 'invisible');
        return;
      case 'conflict': {
        const cart = orderRef.current;
        if (!cart) return onOutcome({ kind: 'failed', error: outcome.error }, sent);
        // Spec 001 §8: the checkout refreshes the cart and asks the visitor; the form stays busy meanwhile.
        // Sent again only as the cart is now (its newest render's order): never an order its submit refuses.
        void cart.conflict(outcome.body).then(
          (again) => {
            if (!mounted.current) return;
            if (!again || orderRef.current?.blockedTip) return machine.fail();
            // Nor one its own fields refuse now (the settings a 409 carried may ask for more of the address).
            const refused = orderRef.current?.check?.()[0];
            if (refused) {
              setAlert(refused.message);
              refused.control?.focus();
              return machine.fail();
            }
            // The refused order took its captcha token with it (a token goes with one send): the
            // order sent again asks for a new one, as its first send did.
            if (tokenSent.current && captchaKind !== 'none') askCaptcha(captchaKind);
            else send(null);
          },
          (error: unknown) => onOutcome({ kind: 'failed', error }, sent),
        );
        return;
      }
      case 'server':
      case 'failed':
        showFailure(reportFailure(outcome));
        return;
    }
  };

  /** The ids of the fields that show a message of their own (a hidden input cannot). */
  const shownFieldIds = () => data.fields.filter((field) => field.type !== 'hidden').map((field) => field.id);

  /**
   * Spec 002 §8: a lead the server failed (a 500: "Network error"), or another failure: logged, the
   * site's request-error hook called for the latter; what the form shows for it.
   */
  const reportFailure = (outcome: Extract<LeadOutcome, { kind: 'server' | 'failed' }>): ShownFailure => {
    if (outcome.kind === 'server') {
      services.log.error(`form ${element.id}: server error`, outcome.error);
      return { alert: { key: 'request::network' }, errors: {} };
    }
    const error = outcome.error;
    services.log.error(`form ${element.id}: the lead was not sent`, error);
    const kind = error instanceof RequestError ? error.kind : 'unknown';
    services.events.emit('form:request-error', {
      elementId: element.id,
      kind,
      status: error instanceof RequestError ? error.status : 0,
      message: error instanceof Error ? error.message : String(error),
    });
    return { alert: { key: error instanceof RequestError ? error.messageKey : 'request::unknown' }, errors: {} };
  };

  /**
   * A send that failed after the form went (its pop-up closed while the lead was on its way, often
   * by a visitor who believed it sent). The owner is told as for a form still shown (the log, the
   * request-error hook): a lead lost is worth a word whether or not anyone saw the form fail.
   * A form in a page modal gives the failure to itself shown again (usePageModalNews): it shows it
   * as it would have then, at once if the pop-up is open again, else when it next opens; and the
   * site's news says now that the form was not sent, a polite word for a visitor who may be anywhere
   * on the page by then (a screen reader's user among them, whom nothing on the screen tells).
   */
  const missFailure = (outcome: Exclude<LeadOutcome, { kind: 'sent' }>) => {
    const failure = missedFailure(outcome);
    if (failure && tellMissed(failure) === 'held') services.events.emit('site:announce', { text: t('form::missed_failure') });
  };

  /** What the form shows, opened again, for a send that failed while it was gone; null for none to show. */
  const missedFailure = (outcome: Exclude<LeadOutcome, { kind: 'sent' }>): ShownFailure | null => {
    switch (outcome.kind) {
      case 'violations': {
        // An order's own fields went with its cart: the form places the violations on its fields, and says the rest.
        const placed = violationsOnFields(outcome.fieldErrors, shownFieldIds());
        return violationsFailure(placed.fields, placed.unplaced);
      }
      case 'captcha':
        // The server asked for a captcha nobody was there to solve: the form says one is needed, and its next submit runs it.
        return tokenSent.current ? captchaRefused(outcome.demand) : { alert: { key: 'form::captcha_not_checked' }, errors: {}, captcha: outcome.demand === 'visible' ? 'modal' : 'invisible' };
      case 'conflict':
        // An order's 409 waits for its cart, gone with it; a form without a cart reads it as a failure.
        return orderRef.current ? null : reportFailure({ kind: 'failed', error: outcome.error });
      case 'server':
      case 'failed':
        return reportFailure(outcome);
    }
  };

  /**
   * The first invalid field in document order: the form's first, or the order's first (its fields
   * outside the form: the cart's delivery address stands above it), whichever comes first. Its
   * message is the alert's, and it takes the focus.
   */
  const firstInvalid = (ownFirst: { id: string; message: FormMessage } | null, onOrder: readonly OrderFieldError[]): { message: FormMessage; control: HTMLElement | null } | null => {
    const mine = ownFirst ? { message: ownFirst.message, control: fieldControl(ownFirst.id) } : null;
    const theirs = onOrder[0] ?? null;
    if (!mine || !theirs) return mine ?? theirs;
    return mine.control && theirs.control && theirs.control.compareDocumentPosition(mine.control) & Node.DOCUMENT_POSITION_FOLLOWING ? theirs : mine;
  };

  const submit = () => {
    if (data.disabled || order?.blockedTip) {
      machine.shake();
      services.events.emit('form:submit', { elementId: element.id, sent: false, reason: 'disabled' });
      return;
    }
    if (machine.get().phase !== 'idle') {
      services.events.emit('form:submit', { elementId: element.id, sent: false, reason: 'busy' });
      return;
    }
    const current = checks(values);
    // Spec 002 §4's all-empty state is for a form that would send nothing: an order or a payment's
    // fields, all optional, may be left empty (a "Comment" nobody needs to fill).
    if (!sendsMoreThanFields(data, order) && isAllEmpty(current)) {
      machine.markAllEmpty();
      setAlert('form::all_empty');
      services.events.emit('form:submit', { elementId: element.id, sent: false, reason: 'all-empty' });
      return;
    }
    const validation = validateForm(current);
    // The order's fields outside the form (the delivery address) in the same pass: one alert, every error shown at once.
    const orderErrors = order?.check?.() ?? [];
    const first = firstInvalid(validation.first && { id: validation.first.id, message: { key: formMessageId(validation.first.key) } }, orderErrors);
    if (first) {
      setErrors(Object.fromEntries(Object.entries(validation.errors).map(([id, key]): [string, FormMessage] => [id, { key: formMessageId(key) }])));
      setAlert(first.message);
      machine.fail();
      first.control?.focus();
      services.events.emit('form:submit', { elementId: element.id, sent: false, reason: 'invalid', error: validation.first?.key });
      return;
    }
    setErrors({});
    if (!sends) {
      setAlert('form::admin_not_sent');
      services.events.emit('form:submit', { elementId: element.id, sent: false, reason: 'admin' });
      return;
    }
    // Before the busy state and the captcha: nobody solves a captcha for a send that cannot go.
    if (leadPath === null) {
      services.events.emit('form:submit', { elementId: element.id, sent: false, reason: 'no-project' });
      refuseWithoutProject();
      return;
    }
    if (!machine.begin()) return;
    setAlert(null);
    services.events.emit('form:submit', { elementId: element.id, sent: true });
    const token = keptCaptchaToken();
    if (captchaKind !== 'none' && token === null) askCaptcha(captchaKind);
    else send(token);
  };

  /** Runs the captcha for a submit in flight; the send follows the token. */
  const askCaptcha = (kind: 'modal' | 'invisible') => {
    // Asked by an answer or a resend after the page switched to admin: nobody solves a captcha for a send that cannot go.
    if (!policyAtEvent('formSends')) return refuseWhileEditing();
    setCaptchaKind(kind);
    waitingForCaptcha.current = true;
    submitGivenUp.current = false;
    if (kind === 'modal') {
      setCaptchaOpen(true);
      return;
    }
    if (captcha.current) captcha.current.execute();
    else setRunInvisible(true);
    // Spec 002 §4: nothing happened in 2.5 s — the busy state is cleared, the visitor may submit again.
    services.clock.clearTimeout(captchaGuard.current);
    captchaGuard.current = services.clock.setTimeout(() => {
      if (!waitingForCaptcha.current) return;
      waitingForCaptcha.current = false;
      submitGivenUp.current = true;
      machine.fail();
    }, INVISIBLE_CAPTCHA_GUARD_MS);
  };

  const onCaptchaToken = (token: string) => {
    const kept = keepCaptchaToken(token);
    captchaToken.current = kept;
    // Spec 001 §4: an expired token is dropped, never sent (a retry after a failed send, minutes
    // later), and the next submit asks for a new one. The modal's widget, whose expiry callback
    // would say so, is gone by then, so the form keeps the token no longer than its lifetime, and
    // reports its expiry as the widget would (an invisible widget is reset: its token is out of date too).
    later(CAPTCHA_TOKEN_LIFETIME_MS, () => expireCaptchaToken(kept));
    setCaptchaOpen(false);
    setRunInvisible(false);
    // A token after the guard gave the submit up: the provider took longer (its script, a challenge
    // the visitor solved). The visitor asked to send, so the form sends now, checked afresh, rather
    // than keep the token for a second click nobody told them to make.
    if (submitGivenUp.current && !waitingForCaptcha.current) {
      submitGivenUp.current = false;
      latestSubmit.current();
      return;
    }
    if (!waitingForCaptcha.current) return;
    waitingForCaptcha.current = false;
    services.clock.clearTimeout(captchaGuard.current);
    send(token);
  };

  /** Drops a kept token gone out of date (unless another replaced it), as the widget's expiry would. */
  const expireCaptchaToken = (kept: KeptCaptchaToken) => {
    if (captchaToken.current !== kept) return;
    captcha.current?.reset();
    onCaptchaFailed('expired');
  };

  /**
   * The token kept for the next send, or null. The lifetime's timer does not count a laptop's sleep
   * (timers stand still while it sleeps), so a submit right after waking would send a token the
   * provider refuses: its age by the wall clock is checked too, and one out of date dropped here.
   */
  const keptCaptchaToken = (): string | null => {
    const kept = captchaToken.current;
    if (kept === null) return null;
    if (!captchaTokenOutOfDate(kept)) return kept.value;
    expireCaptchaToken(kept);
    return null;
  };

  /**
   * Spec 001 §8 "Captcha error or expiry resets and reports": the widget has reset itself, and the
   * token is dropped. Each one is reported to the owner (the log, and `form:captcha` for the site's
   * analytics); the visitor is told only when their submit waited for the captcha. One that comes
   * while nothing waits (an invisible widget's error, a token gone out of date) costs them nothing:
   * the next submit runs the captcha anew.
   */
  const onCaptchaFailed = (reason: CaptchaProblem) => {
    captchaToken.current = null;
    submitGivenUp.current = false;
    const waiting = waitingForCaptcha.current;
    services.log.warn(`form ${element.id}: captcha ${reason}`);
    services.events.emit('form:captcha', { elementId: element.id, reason, waiting });
    if (!waiting) return;
    waitingForCaptcha.current = false;
    services.clock.clearTimeout(captchaGuard.current);
    setCaptchaOpen(false);
    setAlert(reason === 'load' ? 'form::captcha_load_error' : reason === 'closed' ? 'form::captcha_not_checked' : 'form::captcha_error');
    machine.fail();
  };

  /**
   * A send with no lead path (a page without its project): it fails as a send the network lost
   * would, the visitor told and their values kept; the owner finds why in the log and, while
   * editing, in the note on the form.
   */
  const refuseWithoutProject = () => {
    services.log.error(`form ${element.id}: the page has no project, so its leads have no address to go to`);
    setAlert('form::no_project');
    machine.fail();
  };

  /** A submit in flight that the page, switched to admin meanwhile, no longer sends: as admin's own submit says. */
  const refuseWhileEditing = () => {
    setAlert('form::admin_not_sent');
    machine.fail();
  };

  /** Sends the lead of a submit in flight (the machine is busy). */
  const send = (token: string | null) => {
    // The page's project went while the captcha ran (an edit): nowhere to send to, as at the submit; the token is kept.
    if (leadPath === null) return refuseWithoutProject();
    // The page switched to admin while the captcha ran or a 409 waited for the visitor: admin sends nothing.
    if (!policyAtEvent('formSends')) return refuseWhileEditing();
    tokenSent.current = token !== null;
    // A token goes with one send. The server may have checked it whatever it answers (a 500, a
    // timeout, a 409), and a checked token is refused the second time: the next send asks anew.
    if (token !== null) {
      captchaToken.current = null;
      captcha.current?.reset();
    }
    const sent: Values = Object.fromEntries(data.fields.map((field) => [field.id, fieldValue(values, field)]));
    const cart = orderRef.current?.parts();
    const products = cart?.products ?? data.products;
    const input: LeadPayloadInput = {
      elementId: element.id,
      formId: data.formId,
      pageId: settings.pageId ?? null,
      userId: storedLeadText(services.storage.get<unknown>('userId')),
      landingUrl: landingQuery(services),
      abTest: storedLeadText(services.storage.get<unknown>('abTest')),
      roistatVisit: storedLeadText(services.storage.get<unknown>('roistat_visit')),
      captchaToken: token,
      forceUpdateProduct: (cart !== undefined || data.kind === 'order') && products.length > 0,
      products,
      fields: data.fields.map((field) => ({ id: field.id, name: field.name, type: field.type, value: own(sent, field.id) ?? initialValue(field) })),
      shipping: cart?.shipping ?? [],
      advanced: [...data.advanced, ...(data.payment ? paymentFields(data.payment.price, data.payment.description) : []), ...(cart?.advanced ?? [])],
    };
    void sendLead(services.request, leadPath, buildLeadPayload(input)).then((outcome) => onOutcome(outcome, sent));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // Enter on the last field submits what its keypress left: the field's own Enter is a change of this
  // same event (a date's typed text taken by the calendar's check, a number clamped to its limits, as
  // their blur does), rendered first (flushSync) so that the submit of that render sends it.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });

  // Spec 002 §5: Enter moves to the next field and submits on the last; a textarea keeps its Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement || !formRef.current) return;
    event.preventDefault();
    const controls = controlsOf(formRef.current);
    const at = controls.indexOf(target);
    // From a control the walk leaves out (a disabled range's runner, focused by a click), the next
    // one after it in the page; and it submits nothing: a disabled field is no last field.
    const next = at >= 0 ? controls[at + 1] : controls.find((control) => target.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (next) {
      next.focus();
      return;
    }
    if (at < 0 && isDisabledControl(target)) return;
    flushSync(() => undefined);
    latestSubmit.current();
  };

  const busy = state.phase === 'busy';
  const news = formNews(state.phase, captchaOpen);
  // In the page's language as it is now: a field is handed the same text while that does not change.
  const errorText = (message: FormMessage | undefined) => message && messageText(message, t);
  return (
    <form
      ref={formRef}
      className="rt-form"
      noValidate
      // What the browser does with a submit no script takes (a published page read without
      // scripts): nothing, as a form outside a <dialog> with this method does. Its default, a GET
      // of this page, put what was typed (a name, an email, a phone) in the address, the server's
      // logs and the history, and reloaded the page without it. With scripts onSubmit takes every
      // submit first.
      method="dialog"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      data-form-state={state.phase}
      data-form-initialised={initialised ? '' : undefined}
      data-reduced-motion={reducedMotion ? '' : undefined}
      data-all-empty={state.allEmpty ? '' : undefined}
      data-error-flash={state.errorFlash ? '' : undefined}
      aria-busy={busy || undefined}
    >
      {data.title && <OwnerText as="h3" text={data.title} />}
      {adminNotes && leadPath === null && (
        <p className="rt-form__admin-note" role="note" data-form-no-project="">
          {t('form::no_project_admin')}
        </p>
      )}
      {/* Nothing to fill in and nothing else to send: visitors would see a lone button that sends an empty lead. */}
      {adminNotes && data.fields.length === 0 && !sendsMoreThanFields(data, order) && (
        <p className="rt-form__admin-note" role="note" data-form-no-fields="">
          {t('form::no_fields_admin')}
        </p>
      )}
      {actionProblem && (
        <p className="rt-form__admin-note" role="note" data-form-action-problem={actionProblem.kind}>
          {actionProblemNote(actionProblem, t)}
        </p>
      )}
      {data.fields.map((field) => (
        <FieldView
          key={field.id}
          field={field}
          id={inputId(field.id)}
          value={own(values, field.id) ?? initialValue(field)}
          error={errorText(own(errors, field.id))}
          country={settings.country}
          uploads={own(uploads, field.id) ?? NO_UPLOADS}
          result={own(results, field.id) ?? null}
          formulaNote={adminNotes ? formulaNotes.get(field.id) : undefined}
          adminNotes={adminNotes}
          onUploadEvent={onUploadEvent}
          onChange={setValue}
        />
      ))}
      <div className="rt-form__alert" role="alert" data-form-alert>
        {alert && <span key={alert.key}>{messageText(alert.message, t)}</span>}
      </div>
      {/* A live region from the first render (one that appears with its message is missed by several screen readers). */}
      <div className="rt-form__status" role="status" data-form-news={news ?? undefined}>
        {/* In an element of its own, as the success beside it: a page translator wraps a bare text node, and its removal then threw. */}
        {news === 'sending' && <span data-form-sending>{t('form::sending')}</span>}
        {news === 'success' && (
          <p className="rt-form__success" data-form-success>
            {data.successText ? <OwnerText text={data.successText} /> : t('form::success')}
          </p>
        )}
      </div>
      {captchaKind === 'invisible' && (initialised || runInvisible) && (
        <CaptchaWidget
          invisible
          siteKey={data.captchaKey}
          handle={captcha}
          runOnReady={runInvisible}
          onToken={onCaptchaToken}
          onExpired={() => onCaptchaFailed('expired')}
          onError={(reason) => onCaptchaFailed(reason)}
        />
      )}
      {captchaOpen && (
        // The visitor's submit opened it: an entry of its own, so Back on a phone closes it as its
        // close button does (the form and what was typed stay), not the page.
        <ModalDialog title={t('form::captcha_title')} width={360} onClose={() => onCaptchaFailed('closed')} className="rt-captcha-modal" data={{ 'data-captcha-modal': element.id }} history={VISITOR_OPENED}>
          <CaptchaWidget
            invisible={false}
            siteKey={data.captchaKey}
            handle={captcha}
            onToken={onCaptchaToken}
            onExpired={() => onCaptchaFailed('expired')}
            onError={(reason) => onCaptchaFailed(reason)}
          />
        </ModalDialog>
      )}
      <button
        type="submit"
        className="rt-button rt-form__submit"
        data-shaking={shakeAttribute(state)}
        aria-disabled={data.disabled || Boolean(order?.blockedTip) || busy || undefined}
        aria-describedby={order?.blockedTip ? `${baseId}-blocked` : undefined}
        // Unset, the CSS fills it with the accent and its readable text (--rt-on-accent); an owner's own fill gets light text unless they chose one.
        style={{ background: data.submit.fill, color: data.submit.color ?? (data.submit.fill ? VISUAL_TOKENS.colour.onAccent : undefined) }}
      >
        {busy ? t('form::sending') : data.submit.text}
      </button>
      {startedPay && (
        <a className="rt-button rt-form__pay" href={startedPay} data-form-pay="">
          {t('form::pay_started')}
        </a>
      )}
      {inServerHtml && (
        <NoScript>
          <p className="rt-form__no-script" data-when-scripts-off="">
            {t('form::needs_scripts')}
          </p>
          {/* Where the page's scripts failed to load, shown in place of the one above (publish/first-paint.ts, showAsWithoutScripts). */}
          <p className="rt-form__no-script" data-when-scripts-failed="" hidden>
            {t('form::scripts_failed')}
          </p>
        </NoScript>
      )}
      {order?.blockedTip && (
        <p className="rt-form__blocked" id={`${baseId}-blocked`} data-order-blocked="">
          {order.blockedTip}
        </p>
      )}
    </form>
  );
}

/** Admin's note on a form action setting that cannot work. */
function actionProblemNote(problem: ActionSettingProblem, t: Translate): string {
  switch (problem.kind) {
    case 'missing-modal':
      return t('form::action_modal_missing_admin', { id: problem.modalId });
    case 'refused-redirect':
      return t('form::action_redirect_refused_admin', { url: problem.url });
    case 'missing-redirect':
      return t('form::action_redirect_missing_admin');
  }
}

/** The page's address, to resolve relative redirect targets (the document's base, without reading the address bar). */
function pageUrl(form: HTMLFormElement | null): string {
  return form?.ownerDocument.baseURI ?? 'http://localhost/';
}

interface FieldViewProps {
  field: FormField;
  id: string;
  value: FieldValue;
  error: string | undefined;
  country: string;
  uploads: readonly UploadEntry[];
  /** A calculator's result. */
  result: number | null;
  /** In admin: what is wrong with the calculator's formula (formulaNoteOf). */
  formulaNote: FormMessage | undefined;
  /** Admin's notes to the owner on a field's settings that cannot work (a text mask without a slot). */
  adminNotes: boolean;
  /** The form's, the same on every render: the field passes its own id. */
  onUploadEvent(fieldId: string, event: UploadEvent): void;
  /** The form's, the same on every render: the field passes its own id. */
  onChange(fieldId: string, value: FieldValue, complete?: boolean): void;
}

/** The code of a form's special fields as the form waits for it (null when it has none). */
const formFieldsLoading = (data: Form01Element['data']): Promise<unknown> | null => fieldsLoading(data.fields.map((field) => field.type));

/**
 * Settles once the code of a form's special fields is in (loaded or failed): what the registry's
 * preload of a form waits for, so a host that awaits the page's parts (the harness frame) shows the
 * form whole, not its placeholder first and the form, taller, a moment later.
 */
export async function formFieldsReady({ element }: { element: Form01Element }): Promise<void> {
  await formFieldsLoading(element.data);
}

/** Whether a field is a special one whose code is not there (its import failed: fields/lazy-fields.tsx). */
function fieldCodeMissing(type: string): boolean {
  const kind = specialFieldKind(type);
  return kind !== null && !isFieldLoaded(kind);
}

/** Spec 002 §5: the counts the file rules read (files still uploading, files done). */
function fileCounts(entries: readonly UploadEntry[]): { loading: number; done: number } {
  return { loading: isUploading(entries) ? entries.filter((entry) => entry.status === 'inProgress' || entry.status === 'notStarted').length : 0, done: uploadedUris(entries).length };
}

/**
 * One field of the form. Memoised, with props that keep their identity while what the field shows
 * is the same: a keystroke renders the field typed in (and the calculators that read it), not the
 * whole form's fields.
 */
const FieldView = memo(function FieldView({ field, id, value, error, country, uploads, result, formulaNote, adminNotes, onUploadEvent: onFormUploadEvent, onChange: onFormChange }: FieldViewProps) {
  const { t } = useRuntimeBasics();
  const onChange = (next: FieldValue, complete?: boolean) => onFormChange(field.id, next, complete);
  const onUploadEvent = (event: UploadEvent) => onFormUploadEvent(field.id, event);
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  const text = textOf(value);
  const frame = (control: ReactNode, labelFor: string | undefined = id) => (
    <div className="rt-field rt-form__field" data-form-field={field.id} data-field={field.type} data-invalid={invalid}>
      {labelFor ? (
        <label className="rt-field__label" htmlFor={labelFor}>
          <OwnerText text={field.name} />
          {field.required && <span aria-hidden="true"> *</span>}
        </label>
      ) : null}
      {control}
      {error && (
        <p id={errorId} className="rt-field__error">
          {error}
        </p>
      )}
    </div>
  );
  const common = { id, name: field.id, disabled: field.disabled, required: field.required, 'aria-invalid': invalid, 'aria-describedby': describedBy };
  // The special fields (runtime/fields) draw their own label and message: the form gives them its box and their shared props.
  const special = (control: ReactNode) => (
    <div data-form-field={field.id} data-invalid={invalid} className="rt-form__field">
      {control}
    </div>
  );
  const specialCommon = { name: field.id, label: field.name, required: field.required, disabled: field.disabled, error };
  switch (field.type) {
    case 'text': {
      const mask = usableTextMask(field.mask);
      return frame(
        <>
          <input
            {...common}
            className="rt-field__input"
            type="text"
            value={text}
            placeholder={field.placeholder ?? mask?.replaceAll(TEXT_MASK_SLOT, '_')}
            onChange={(event) => {
              if (mask === null) return onChange(event.target.value);
              const masked = applyTextMask(mask, event.target.value);
              onChange(masked.value, masked.complete);
            }}
          />
          {adminNotes && Boolean(field.mask) && mask === null && (
            <p className="rt-field__error" role="note" data-mask-problem="">
              {t('form::text_mask_admin', { mask: field.mask ?? '' })}
            </p>
          )}
        </>,
      );
    }
    case 'email':
      return frame(
        <input
          {...common}
          className="rt-field__input"
          type="email"
          autoComplete="email"
          value={text}
          placeholder={field.placeholder}
          onKeyDown={(event) => {
            if (isBlockedEmailKey(event.key)) event.preventDefault();
          }}
          onChange={(event) => onChange(event.target.value.replace(/[\s,]/g, ''))}
        />,
      );
    case 'textarea':
      return frame(<textarea {...common} className="rt-field__input" rows={field.rows} value={text} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value)} />);
    case 'select':
      return frame(
        <select {...common} className="rt-field__input" value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder ?? '—'}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>,
      );
    case 'radio':
    case 'checkbox': {
      const chosen = Array.isArray(value) ? (value as readonly string[]) : [];
      return (
        <fieldset className="rt-field rt-form__field rt-form__choices" data-form-field={field.id} data-field={field.type} data-invalid={invalid} disabled={field.disabled} aria-describedby={describedBy}>
          <legend className="rt-field__label">
            <OwnerText text={field.name} />
            {field.required && <span aria-hidden="true"> *</span>}
          </legend>
          {field.options.map((option, index) => (
            <label key={option} className="rt-form__choice">
              <input
                id={index === 0 ? id : undefined}
                type={field.type}
                name={field.id}
                value={option}
                checked={field.type === 'radio' ? text === option : chosen.includes(option)}
                aria-invalid={invalid}
                onChange={(event) =>
                  field.type === 'radio' ? onChange(option) : onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                }
              />
              <span>{option}</span>
            </label>
          ))}
          {error && (
            <p id={errorId} className="rt-field__error">
              {error}
            </p>
          )}
        </fieldset>
      );
    }
    case 'consent':
      return (
        <div className="rt-field rt-form__field rt-form__consent" data-form-field={field.id} data-field="consent" data-invalid={invalid}>
          <label className="rt-form__choice">
            {/* Required whatever the owner's flag: the form is never sent without it (spec 002 §5, validation.ts); the form is noValidate, so this only tells assistive technology. */}
            <input {...common} required type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
            <OwnerText text={field.text} />
          </label>
          {error && (
            <p id={errorId} className="rt-field__error">
              {error}
            </p>
          )}
        </div>
      );
    case 'hidden':
      return <input type="hidden" name={field.id} value={text} data-form-field={field.id} />;
    case 'phone':
      return special(
        <LazyPhoneField
          {...specialCommon}
          mask={phoneMask(field, country)}
          value={text}
          onChange={(next, state) => onChange(next, state.complete)}
        />,
      );
    case 'number':
      return special(
        <LazyNumberField
          {...specialCommon}
          value={text}
          decimals={field.decimals}
          min={field.min}
          max={field.max}
          onChange={(next) => onChange(next)}
        />,
      );
    case 'range': {
      const numbers = Array.isArray(value) ? (value as readonly number[]) : [field.min];
      const values = (numbers.length === 2 ? [numbers[0] ?? field.min, numbers[1] ?? field.max] : [numbers[0] ?? field.min]) as [number] | [number, number];
      return special(
        <LazyRangeField
          {...specialCommon}
          values={values}
          min={field.min}
          max={field.max}
          step={field.step}
          unit={field.unit}
          onChange={(next) => onChange(next)}
        />,
      );
    }
    case 'file':
      return special(
        <LazyFileField
          {...specialCommon}
          accept={field.accept}
          dataSize={field.size}
          multiple={field.multiple}
          entries={uploads}
          onEvent={onUploadEvent}
        />,
      );
    case 'date':
    case 'datetime':
      return special(
        <LazyDateField {...specialCommon} {...dateRulesOf(field)} value={text} onChange={(next, state) => onChange(next, state.valid)} />,
      );
    case 'calculator':
      return special(
        <LazyCalculatorField
          name={field.id}
          label={field.name}
          value={result}
          decimals={field.decimals}
          prefix={field.prefix}
          suffix={field.suffix}
          required={field.required}
          error={error ?? (formulaNote && messageText(formulaNote, t))}
        />,
      );
  }
});
