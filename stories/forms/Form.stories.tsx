import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Form01, type FieldValue } from '../../runtime/forms';
import { createRequest, type RequestFunction } from '../../runtime/platform/request';
import { Form01DataSchema, PageSettingsSchema, type Form01Element } from '../../runtime/page/page-schema';
import { PageSettingsContext } from '../../runtime/page/page-settings-context';
import { StoryRuntime } from '../support/StoryRuntime';
import { createFakeScriptLoader } from '../../sandbox/fake-players';
import type { RuntimeServices } from '../../runtime/core/services';

export default { title: 'Forms / form01' };

const frame: CSSProperties = { maxWidth: 480, margin: '0 auto', padding: '32px 20px', fontFamily: 'system-ui, sans-serif' };
/** A page in a project: a lead goes to its project's lead-send path (spec 002 §2, §7), which the gallery's sandbox answers. */
const IN_PROJECT = PageSettingsSchema.parse({ projectId: 'stories' });

const form = (data: Record<string, unknown>): Form01Element => ({ id: 'story-form', type: 'form01', data: Form01DataSchema.parse({ formId: 900, groupId: 'stories', ...data }) });

const LEAD_FIELDS = [
  { id: 'name', type: 'text', name: 'Your name', required: true, placeholder: 'Ann Lee' },
  { id: 'email', type: 'email', name: 'Email', required: true, placeholder: 'ann@example.com' },
  { id: 'phone', type: 'phone', name: 'Phone' },
  { id: 'code', type: 'text', name: 'Company code', mask: '**-****' },
  { id: 'volume', type: 'select', name: 'Monthly volume', options: ['Up to 10 kg', '10–50 kg', 'Over 50 kg'] },
  { id: 'roasts', type: 'checkbox', name: 'Roasts you like', options: ['Light', 'Medium', 'Dark'] },
  { id: 'contact', type: 'radio', name: 'How should we reach you?', options: ['Email', 'Phone'] },
  { id: 'message', type: 'textarea', name: 'Message' },
  { id: 'source', type: 'hidden', value: 'stories' },
  { id: 'consent', type: 'consent', text: 'I agree to the <a href="https://example.com/privacy" target="_blank">privacy policy</a>' },
];
const lead = form({ fields: LEAD_FIELDS, submit: { text: 'Send request' }, successText: 'Thank you! We will write back.' });
const FILLED: Record<string, FieldValue> = { name: 'Ann Lee', email: 'ann@example.com', consent: true };

/** The site's request helper over a server that answers every call the same way, after `delayMs` (never, with Infinity). */
function answering(status: number, body: unknown, delayMs = 0): RequestFunction {
  return createRequest({
    fetch: () =>
      new Promise<Response>((resolve) => {
        if (delayMs !== Infinity) window.setTimeout(() => resolve(new Response(JSON.stringify(body), { status })), delayMs);
      }),
  });
}

/** Presses the form's submit once it is mounted, to show the state a submit leads to. */
function SubmitOnMount({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
  }, []);
  return <div ref={box}>{children}</div>;
}

function Story({ element, initial, request, submit = false, fakeScripts = false }: { element: Form01Element; initial?: Record<string, FieldValue>; request?: RequestFunction; submit?: boolean; fakeScripts?: boolean }) {
  const body = <Form01 element={element} initial={initial} />;
  const services: Partial<RuntimeServices> = { ...(request ? { request } : {}), ...(fakeScripts ? { scripts: createFakeScriptLoader(window) } : {}) };
  return (
    <StoryRuntime services={services}>
      <PageSettingsContext.Provider value={IN_PROJECT}>
        <div style={frame}>{submit ? <SubmitOnMount>{body}</SubmitOnMount> : body}</div>
      </PageSettingsContext.Provider>
    </StoryRuntime>
  );
}

/** Every field kind; sends to the sandbox's lead endpoint (the Leads panel lists it). */
export const LeadForm = () => <Story element={lead} />;
/** Required fields left empty: errors on the fields and one alert. */
export const ValidationErrors = () => <Story element={lead} initial={{ email: 'not-an-email' }} submit />;
/** Every field empty: the all-empty state, nothing sent. */
export const AllEmpty = () => <Story element={form({ fields: LEAD_FIELDS.filter((field) => field.type !== 'consent').map((field) => ({ ...field, required: false })) })} submit />;
/** Sending: the server has not answered yet. */
export const Busy = () => <Story element={lead} initial={FILLED} request={answering(200, {}, Infinity)} submit />;
/** Sent: the success state (1000 ms), the form reset. */
export const Success = () => <Story element={lead} initial={FILLED} request={answering(200, { lead_id: 1, pay: [] })} submit />;
/** The server refused a field: its message on the field. */
export const ServerViolations = () => (
  <Story element={lead} initial={FILLED} request={answering(422, { violations: [{ propertyPath: 'fields[email]', message: 'This address is already subscribed' }] })} submit />
);
/** The server failed with 500: Network error, the values kept. */
export const NetworkError = () => <Story element={lead} initial={FILLED} request={answering(500, { error: 'boom' })} submit />;
/** A disabled submit shakes for 500 ms when clicked. */
export const DisabledSubmit = () => <Story element={form({ fields: LEAD_FIELDS.slice(0, 2), disabled: true })} initial={FILLED} submit />;
/** Order form: products, number and range fields. */
export const OrderForm = () => (
  <Story
    element={form({
      kind: 'order',
      products: [{ id: 'box', title: 'Tasting box', price: 32, count: 1 }],
      fields: [
        { id: 'name', type: 'text', name: 'Name', required: true },
        { id: 'boxes', type: 'number', name: 'Boxes', min: 1, max: 20 },
        { id: 'grind', type: 'range', name: 'Grind', min: 1, max: 10 },
      ],
      submit: { text: 'Order' },
    })}
  />
);
/** A form with a required file field: the upload and the lead both reach the sandbox. */
export const FileForm = () => (
  <Story
    element={form({
      fields: [
        { id: 'name', type: 'text', name: 'Name', required: true },
        { id: 'menu', type: 'file', name: 'Menu', required: true, accept: 'pdf, jpg, png', size: '5mb' },
      ],
      submit: { text: 'Send menu' },
    })}
  />
);

/** A booking: a date, a datetime slot and a calculated total; every value goes with the lead in its documented format. */
export const BookingForm = () => (
  <Story
    element={form({
      fields: [
        { id: 'name', type: 'text', name: 'Name', required: true },
        { id: 'pickup', type: 'date', name: 'Pickup day', range: 'future', workDays: [1, 2, 3, 4, 5], required: true },
        { id: 'tasting', type: 'datetime', name: 'Tasting', range: 'future', interval: 60, start: '10:00', finish: '16:00' },
        { id: 'guests', type: 'number', name: 'Guests', min: 1, max: 12 },
        { id: 'total', type: 'calculator', name: 'Total', formula: 'guests * 12.5', decimals: 2, prefix: '$' },
      ],
      submit: { text: 'Book' },
    })}
  />
);

/** Payment form: the lead answer's pay link opens the pay modal. */
export const PaymentForm = () => (
  <Story element={form({ kind: 'payment', payment: { price: 25, description: 'Cupping session' }, fields: [{ id: 'name', type: 'text', name: 'Name', required: true }], submit: { text: 'Pay 25 USD' }, action: { type: 'pay' } })} />
);
/** The code action: the owner's script runs in a sandboxed frame; this one throws, and tries to reach the page. */
export const CodeAction = () => (
  <Story element={form({ fields: [{ id: 'name', type: 'text', name: 'Name' }], action: { type: 'code', code: 'parent.document.title = "taken over by " + data.fields.name;' } })} initial={{ name: 'Ann' }} />
);
/** The sandbox's fake captcha (QA sets window.__fakeCaptcha.behaviour: pass, fail, expire, never). */
export const ModalCaptcha = () => <Story element={form({ captcha: 'modal', fields: [{ id: 'name', type: 'text', name: 'Name' }] })} initial={{ name: 'Ann' }} fakeScripts />;
export const InvisibleCaptcha = () => <Story element={form({ captcha: 'invisible', fields: [{ id: 'name', type: 'text', name: 'Name' }] })} initial={{ name: 'Ann' }} fakeScripts />;
/** The redirect action (spec 002 §7): 500 ms after the thanks, the visitor goes to the owner's address; here a page of this site. */
export const RedirectAction = () => (
  <Story element={form({ fields: [{ id: 'name', type: 'text', name: 'Name' }], action: { type: 'redirect', redirect: '/harness/gallery.html?redirected=thanks' } })} initial={{ name: 'Ann' }} request={answering(200, { lead_id: 7, pay: [] })} />
);
/** A redirect target that is not http(s) nor a path of the site is never followed; the visitor is told. */
export const UnsafeRedirect = () => (
  <Story element={form({ fields: [{ id: 'name', type: 'text', name: 'Name' }], action: { type: 'redirect', redirect: 'javascript:alert(document.domain)' } })} initial={{ name: 'Ann' }} request={answering(200, { lead_id: 8, pay: [] })} />
);
/** An invisible captcha's form at the foot of a long page: the provider's script loads only when the form comes near the screen (spec 002 §4). */
export const FarBelowWithInvisibleCaptcha = () => (
  <>
    <section aria-label="The page above the form" style={{ height: 2400, display: 'grid', placeItems: 'center', fontFamily: 'system-ui, sans-serif' }} data-page-filler="">
      <p>The page above the form</p>
    </section>
    <Story element={form({ captcha: 'invisible', fields: [{ id: 'name', type: 'text', name: 'Name' }] })} initial={{ name: 'Ann' }} fakeScripts />
  </>
);
/** The server asks for a captcha (the sandbox's lead rules): a captcha appears only then. */
export const CaptchaOnDemand = () => <Story element={form({ captcha: 'optional', fields: [{ id: 'name', type: 'text', name: 'Name' }] })} initial={{ name: 'Ann' }} fakeScripts />;
