/**
 * Loads page JSON part by part, so that one broken section, element, widget or modal does not
 * take the page down: each part is validated on its own against the page schema, and a part that
 * fails becomes a `BrokenPart` that admin shows as an error box (saying which field and why)
 * and that preview/run leave out.
 */
import type { z } from 'zod';
import {
  AnchorsWidgetDataSchema,
  BackgroundSchema,
  BundleSectionSchema,
  CartWidgetDataSchema,
  BLOCK_TYPES,
  ELEMENT_TYPES,
  ElementSchema,
  FormFieldSchema,
  ModalSchema,
  PageSettingsSchema,
  SectionSchema,
  WIDGET_TYPES,
  WidgetSchema,
  type Background,
  type FormField,
  type Modal,
  type PageElement,
  type PageSettings,
  type Section,
  type Widget,
  type WidgetType,
} from './page-schema';
import { isCommandHash, runtimeHashUse } from './section-targets';
import { isRecord } from '../safety/is-record';

export interface PageIssue {
  /** Where in the page JSON, e.g. `sections[2].elements[0].data.text`. */
  path: string;
  message: string;
}

export interface BrokenPart {
  ok: false;
  /** The part's id and type when they could be read, to label the error box. */
  id?: string;
  type?: string;
  path: string;
  issues: PageIssue[];
}
/**
 * A loaded part; `dropped` lists the refused fields left out of it (a bad colour drops that style
 * value, a form01's field with a refused setting that field, not the part), `notes` the problems it
 * loads with as it is (an id the runtime reads as a hash of its own: the owner should rename it).
 */
export type Part<T> = { ok: true; value: T; dropped?: PageIssue[]; notes?: PageIssue[] } | BrokenPart;

type BundleTab = Extract<Section, { type: 'BUNDLE' }>['tabs'][number];
export type LoadedBundleTab = Omit<BundleTab, 'elements'> & { elements: Part<PageElement>[] };

/** A section's background is a part of its own: a broken one leaves the section without a background, not gone. */
type WithBackgroundPart<T> = Omit<T, 'background'> & { background?: Part<Background> };

/** A section whose own fields are valid; its background, elements (and its tabs' elements) are parts of their own. */
export type LoadedSection =
  | WithBackgroundPart<Omit<Extract<Section, { type: 'FREE' }>, 'elements'> & { elements: Part<PageElement>[] }>
  | WithBackgroundPart<Omit<Extract<Section, { type: 'BUNDLE' }>, 'tabs'> & { tabs: LoadedBundleTab[] }>
  | WithBackgroundPart<Exclude<Section, { type: 'FREE' | 'BUNDLE' }>>;

export interface LoadedModal extends Omit<Modal, 'elements'> {
  elements: Part<PageElement>[];
}

export interface LoadedPage {
  settings: PageSettings;
  sections: Part<LoadedSection>[];
  widgets: Part<Widget>[];
  modals: Part<LoadedModal>[];
  /** Every problem found, in page order; empty for a valid page. */
  issues: PageIssue[];
}

/** A page that could not be read at all (not JSON, or not a page object). */
export interface UnreadablePage {
  ok: false;
  issues: PageIssue[];
}
export type PageLoadResult = ({ ok: true } & LoadedPage) | UnreadablePage;


function joinPath(base: string, segments: readonly PropertyKey[]): string {
  let path = base;
  for (const segment of segments) {
    path += typeof segment === 'number' ? `[${segment}]` : path ? `.${String(segment)}` : String(segment);
  }
  return path || '(page)';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_union' && 'note' in issue && issue.note === 'No matching discriminator') return 'missing or unknown "kind"/"type"';
  return issue.message;
}

function toIssues(error: z.ZodError, base: string): PageIssue[] {
  return error.issues.map((issue) => ({ path: joinPath(base, issue.path), message: describeIssue(issue) }));
}

/** A parse that left out refused fields, or the issues that sink the part. */
type LenientResult<T> = { success: true; data: T; dropped: PageIssue[] } | { success: false; issues: PageIssue[] };

/** More rounds than any page needs: each round drops every refused field it finds. */
const MAX_DROP_ROUNDS = 8;

function isDroppable(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && isRecord(issue.params) && issue.params.droppable === true;
}

/** A copy of `raw` with what is at `path` replaced by `replace` (the containers along the path are copied, nothing is mutated). */
function replacedAt(raw: unknown, path: readonly PropertyKey[], replace: (found: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(raw);
  if (Array.isArray(raw) && typeof head === 'number') return raw.map((item, index) => (index === head ? replacedAt(item, rest, replace) : item));
  if (isRecord(raw) && typeof head === 'string' && Object.hasOwn(raw, head)) return { ...raw, [head]: replacedAt(raw[head], rest, replace) };
  return raw;
}

/** A copy of `raw` without the fields `keys` of the object at `path`. */
function withoutFields(raw: unknown, path: readonly PropertyKey[], keys: readonly PropertyKey[]): unknown {
  return replacedAt(raw, path, (found) => {
    if (!isRecord(found)) return found;
    const copy: Record<string, unknown> = { ...found };
    for (const key of keys) if (typeof key === 'string') delete copy[key];
    return copy;
  });
}

/** Drops the field an issue points at: the leaf of its path (a key, or a list's item: `marked` is told), or the unknown keys it names. */
function dropIssue(raw: unknown, issue: z.core.$ZodIssue, marked: { any: boolean }): unknown {
  // Never the part itself: parseLeniently drops only issues with a path.
  return issue.code === 'unrecognized_keys' ? withoutFields(raw, issue.path, issue.keys) : withoutPath(raw, issue.path, marked);
}

/** Marks a list item left out in a round of parseLeniently; the round's end takes it out (withoutLeftOut). */
const LEFT_OUT: unique symbol = Symbol('left out');

/** A copy of `raw` with the marked list items taken out. */
function withoutLeftOut(raw: unknown): unknown {
  if (Array.isArray(raw)) return raw.filter((item) => item !== LEFT_OUT).map(withoutLeftOut);
  if (!isRecord(raw)) return raw;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, withoutLeftOut(value)]));
}

/**
 * A copy of `raw` without what is at `path`: an object's key, or a list's item, which is marked
 * (taken out at the round's end: the round's other issues still name the items by their places).
 * `marked` is told when an item was.
 */
function withoutPath(raw: unknown, path: readonly PropertyKey[], marked: { any: boolean }): unknown {
  const last = path.at(-1);
  const parentPath = path.slice(0, -1);
  if (typeof last === 'string') return withoutFields(raw, parentPath, [last]);
  return replacedAt(raw, parentPath, (parent) => {
    if (!Array.isArray(parent) || typeof last !== 'number' || last >= parent.length) return parent;
    marked.any = true;
    return parent.map((item, index) => (index === last ? LEFT_OUT : item));
  });
}

/**
 * With leniency `any`: drops the field an issue points at, or, when that field was dropped already (it
 * is required: a shipping method's title) or cannot be dropped alone, the nearest thing around it
 * not dropped yet (that method, from its list). One refused setting then costs that setting, or
 * the one entry it belongs to, never the whole settings object.
 */
function dropUpwards(raw: unknown, issue: z.core.$ZodIssue, dropped: Set<string>, marked: { any: boolean }): unknown {
  if (issue.code === 'unrecognized_keys') return withoutFields(raw, issue.path, issue.keys);
  for (let length = issue.path.length; length > 0; length -= 1) {
    const path = issue.path.slice(0, length);
    const key = joinPath('', path);
    if (dropped.has(key)) continue;
    dropped.add(key);
    return withoutPath(raw, path, marked);
  }
  return raw;
}

/**
 * What a lenient parse leaves out of a part rather than refuse it: `droppable`, the style values
 * the schema marks so (colours, fills); `unknownKeys`, those and the settings the runtime does not
 * know (a form01's field: a key it cannot read asks nothing of what it does read, so the field
 * stays without it, as in the cart's order form); `any`, every refused field (the page settings and
 * widget data, where each field has a default; a field that cannot go alone takes the entry it is
 * in with it).
 */
type Leniency = 'droppable' | 'unknownKeys' | 'any';

/**
 * Parses a part, leaving out the fields whose refusal should not sink it (`leniency` says which).
 * What is dropped is said, with "ignored", in the page's problems.
 */
function parseLeniently<T>(schema: z.ZodType<T>, raw: unknown, base: string, leniency: Leniency = 'droppable'): LenientResult<T> {
  const dropAny = leniency === 'any';
  const droppable = (issue: z.core.$ZodIssue) => dropAny || isDroppable(issue) || (leniency === 'unknownKeys' && issue.code === 'unrecognized_keys');
  const canDrop = (issue: z.core.$ZodIssue) => droppable(issue) && (issue.path.length > 0 || issue.code === 'unrecognized_keys');
  const refused: PageIssue[] = [];
  const droppedPaths = new Set<string>();
  let current = raw;
  for (let round = 0; round < MAX_DROP_ROUNDS; round += 1) {
    const result = schema.safeParse(current);
    if (result.success) return { success: true, data: result.data, dropped: refused.map((issue) => ({ ...issue, message: `${issue.message}; ignored` })) };
    if (!result.error.issues.every(canDrop)) {
      // Dropping did not save the part: its refused fields, then what else sinks it (a field that was required).
      const refusedPaths = new Set(refused.map((issue) => issue.path));
      return { success: false, issues: [...refused, ...toIssues(result.error, base).filter((issue) => !refusedPaths.has(issue.path))] };
    }
    const marked = { any: false };
    for (const issue of result.error.issues) {
      const path = joinPath(base, issue.path);
      // Said once, however many rounds it takes to drop what holds it.
      if (!refused.some((earlier) => earlier.path === path)) refused.push({ path, message: describeIssue(issue) });
      current = dropAny ? dropUpwards(current, issue, droppedPaths, marked) : dropIssue(current, issue, marked);
    }
    if (marked.any) {
      current = withoutLeftOut(current);
      // Items moved up in their lists: what was dropped at a place is no longer what is there.
      droppedPaths.clear();
    }
  }
  return { success: false, issues: refused };
}

function labelOf(raw: unknown): { id?: string; type?: string } {
  if (!isRecord(raw)) return {};
  const label: { id?: string; type?: string } = {};
  if (typeof raw.id === 'string' || typeof raw.id === 'number') label.id = String(raw.id);
  if (typeof raw.type === 'string') label.type = raw.type;
  return label;
}

function checkType(raw: unknown, path: string, known: readonly string[], what: string): PageIssue | null {
  if (!isRecord(raw)) return { path, message: `a ${what} must be an object` };
  if (typeof raw.type !== 'string') return { path: `${path}.type`, message: `a ${what} needs a "type", one of ${known.join(', ')}` };
  if (!known.includes(raw.type)) {
    return { path: `${path}.type`, message: `unknown ${what} type "${raw.type}"; registered types are ${known.join(', ')}` };
  }
  return null;
}

function broken(raw: unknown, path: string, issues: PageIssue[]): BrokenPart {
  return { ok: false, ...labelOf(raw), path, issues };
}

function loadPart<T>(schema: z.ZodType<T>, raw: unknown, path: string, parsed: unknown = raw): Part<T> {
  const result = parseLeniently(schema, parsed, path);
  if (!result.success) return broken(raw, path, result.issues);
  return result.dropped.length ? { ok: true, value: result.data, dropped: result.dropped } : { ok: true, value: result.data };
}

export function loadElement(raw: unknown, path: string): Part<PageElement> {
  const typeIssue = checkType(raw, path, ELEMENT_TYPES, 'element');
  if (typeIssue) return broken(raw, path, [typeIssue]);
  if (isRecord(raw) && raw.type === 'form01') return loadForm01(raw, path);
  return loadPart(ElementSchema, raw, path);
}

/**
 * A form01 is checked without its fields, which are read one by one: a field with a refused setting
 * (a range whose max is not above its min, an unknown field type) is left out with its problems,
 * and the form and its other fields stay: a contact form keeps taking leads without a slider nobody
 * had to move (the cart's order form, widget data, leaves such a field out too). A setting the
 * runtime does not know (a key of a newer editor, a typo) costs only itself, named in the page's
 * problems, as in the cart's order form: the field works without it. What the form then
 * lacks, admin says on it: a formula that reads a field left out, a form left without fields
 * (forms/Form01.tsx). Any other problem of the form sinks it, as an element's does, and its fields'
 * problems are listed with it.
 */
function loadForm01(raw: Record<string, unknown>, path: string): Part<PageElement> {
  const { data } = raw;
  if (!isRecord(data) || !Array.isArray(data.fields)) return loadPart(ElementSchema, raw, path);
  const rawFields: unknown[] = data.fields;
  const fields: FormField[] = [];
  // The fields' problems in field order: `said` as the loaded form's (a value dropped is "ignored",
  // a field "left out"), `refused` as a broken form's.
  const said: PageIssue[] = [];
  const refused: PageIssue[] = [];
  rawFields.forEach((field, index) => {
    const read = parseLeniently(FormFieldSchema, field, `${path}.data.fields[${index}]`, 'unknownKeys');
    if (read.success) {
      fields.push(read.data);
      said.push(...read.dropped);
      refused.push(...read.dropped);
      return;
    }
    said.push(...read.issues.map((issue) => ({ ...issue, message: `${issue.message}; the field is left out` })));
    refused.push(...read.issues);
  });
  const result = loadPart(ElementSchema, raw, path, { ...raw, data: { ...data, fields: [] } });
  if (!result.ok) return { ...result, issues: [...result.issues, ...refused] };
  const { value } = result;
  if (value.type !== 'form01') return result;
  const dropped = [...(result.dropped ?? []), ...said];
  return { ok: true, value: { ...value, data: { ...value.data, fields } }, ...(dropped.length ? { dropped } : {}) };
}

/**
 * The ids elements already have on the page, and where: the first element keeps an id. An element's
 * id is its DOM id and the target of `#id` links, so it is the page's, not its list's (the editor
 * gives a copied section or tab's elements fresh ids the same way).
 */
type ElementIds = Map<string, string>;

function loadElements(raw: unknown, path: string, elementIds: ElementIds): { parts: Part<PageElement>[]; issue?: PageIssue } {
  if (raw === undefined) return { parts: [] };
  if (!Array.isArray(raw)) return { parts: [], issue: { path, message: 'elements must be a list' } };
  return {
    parts: raw.map((element, index) => {
      const at = `${path}[${index}]`;
      return withHashNote(withOwnId(loadElement(element, at), at, 'element', elementIds), at, 'element');
    }),
  };
}

/**
 * A part whose id an earlier part of the same list already has is broken (an error box in admin,
 * nothing for visitors): the page keys its parts, their stores and their `#` targets by id, so a
 * second section "a" (a pasted or hand-written page; the schema checks each part alone) would share
 * the first one's anchor and state, and once the owner moved one, React would show it twice.
 * An element's id is checked against every element list of the page (loadElements, loadHolders).
 */
function withOwnIds<T extends { id: string }>(parts: Part<T>[], listPath: string, what: string): Part<T>[] {
  const firstPath = new Map<string, string>();
  return parts.map((part, index) => withOwnId(part, `${listPath}[${index}]`, what, firstPath));
}

/** One part of a list, by the rule above: `firstPath` holds the ids its list's earlier parts kept, and where; a kept part adds its own. */
function withOwnId<T extends { id: string }>(part: Part<T>, path: string, what: string, firstPath: Map<string, string>): Part<T> {
  if (!part.ok) return part;
  const earlier = firstPath.get(part.value.id);
  if (earlier === undefined) {
    firstPath.set(part.value.id, path);
    return part;
  }
  return broken(part.value, path, [{ path, message: `the id "${part.value.id}" is already the id of ${earlier}: each ${what} needs an id of its own` }]);
}

/** What a part whose id is one of the runtime's own hashes loses by it, and what the owner can do. */
const RUNTIME_HASH_ID_COSTS = {
  element: 'the element has no # link; give it another id',
  section: 'the section has no # link; give it an anchor name or another id',
  modal: 'a link to it opens this modal instead; give the modal another id',
} as const;

/**
 * A kept part whose id is a hash the runtime reads as a command (`#cart` opens the cart,
 * section-targets.ts), with that said in the page's problems, so the owner renames it. It is not
 * refused for its name (a visitor would lose a working button or section): an element or a section
 * takes no `#` target by it (elementTarget, sectionTargets), and a modal is still opened by a link
 * to it, which then does not reach the runtime. A section with an anchor name is linked by that.
 */
function withHashNote<T extends { id: string; anchor?: string | undefined }>(part: Part<T>, path: string, what: keyof typeof RUNTIME_HASH_ID_COSTS): Part<T> {
  if (!part.ok || part.value.anchor) return part;
  // An element keeps a `tab…`/`product…`-shaped id as its target (elementTarget): only a command costs it its link.
  const use = what === 'element' && !isCommandHash(part.value.id) ? null : runtimeHashUse(part.value.id);
  if (use === null) return part;
  const note = { path: `${path}.id`, message: `the id "${part.value.id}" is a hash the runtime reads itself (${use}): ${RUNTIME_HASH_ID_COSTS[what]}` };
  return { ...part, notes: [...(part.notes ?? []), note] };
}

/**
 * A list of parts that hold elements (sections, modals), each kept or broken by its own id as in
 * `withOwnIds`; a part's elements take their page-wide ids (`elementIds`) only if the part stays:
 * the elements of a second section "a", which nobody is shown, must not make a later element with
 * one of their ids a repeat.
 */
function loadHolders<T extends { id: string; anchor?: string | undefined }>(
  raws: unknown[],
  listPath: string,
  what: 'section' | 'modal',
  load: (raw: unknown, path: string, elementIds: ElementIds) => Part<T>,
  elementIds: ElementIds,
): Part<T>[] {
  const firstPath = new Map<string, string>();
  return raws.map((raw, index) => {
    const path = `${listPath}[${index}]`;
    const withTheirs = new Map(elementIds);
    const part = withHashNote(withOwnId(load(raw, path, withTheirs), path, what, firstPath), path, what);
    if (part.ok) for (const [id, at] of withTheirs) elementIds.set(id, at);
    return part;
  });
}

function loadBackground(raw: unknown, path: string): Part<Background> {
  return loadPart(BackgroundSchema, raw, path);
}

export function loadSection(raw: unknown, path: string, elementIds: ElementIds = new Map()): Part<LoadedSection> {
  const typeIssue = checkType(raw, path, BLOCK_TYPES, 'section');
  if (typeIssue || !isRecord(raw)) return broken(raw, path, typeIssue ? [typeIssue] : []);
  // The section is checked without its background, which is loaded on its own.
  const { background, ...withoutBackground } = raw;
  const section = loadSectionShell(withoutBackground, path, elementIds);
  if (!section.ok || background === undefined) return section;
  return { ...section, value: { ...section.value, background: loadBackground(background, `${path}.background`) } };
}

/** A section without its background (its label, id and type, is the same either way). */
function loadSectionShell(raw: Record<string, unknown>, path: string, elementIds: ElementIds): Part<LoadedSection> {
  if (raw.type === 'BUNDLE') return loadBundle(raw, path, elementIds);
  if (raw.type !== 'FREE') {
    // Parsed without a background (loadSection takes it out), so the type may say so.
    return loadPart(SectionSchema, raw, path) as Part<LoadedSection>;
  }
  // A FREE section is checked without its elements, which are loaded one by one.
  const { elements, ...shell } = raw;
  const result = loadPart(SectionSchema, raw, path, { ...shell, elements: [] });
  if (!result.ok) return result;
  const loaded = loadElements(elements, `${path}.elements`, elementIds);
  if (loaded.issue) return broken(raw, path, [loaded.issue]);
  // Parsed without a background (loadSection takes it out), so the type may say so.
  const free = result.value as Omit<Extract<Section, { type: 'FREE' }>, 'background'>;
  return { ...result, value: { ...free, elements: loaded.parts } };
}

/** One tab of a BUNDLE, read on its own. */
const BUNDLE_TAB_SCHEMA = BundleSectionSchema.shape.tabs.unwrap().element;

/**
 * A BUNDLE is checked with its tabs' elements left out; each element is then loaded on its own.
 * Each tab is read on its own first: one that cannot be read (no title, an anchor that is no hash
 * name, elements that are no list) is left out with its problems, and the other tabs stay.
 */
function loadBundle(raw: Record<string, unknown>, path: string, elementIds: ElementIds): Part<LoadedSection> {
  const rawTabs: unknown[] | undefined = Array.isArray(raw.tabs) ? raw.tabs : undefined;
  const leftOut: PageIssue[] = [];
  const readable = (rawTabs ?? []).flatMap((tab, index) => {
    const tabPath = `${path}.tabs[${index}]`;
    const elements = isRecord(tab) ? tab.elements : undefined;
    const shell = isRecord(tab) ? { ...tab, elements: [] } : tab;
    const checked = parseLeniently(BUNDLE_TAB_SCHEMA, shell, tabPath);
    const problems = checked.success ? [] : [...checked.issues];
    if (elements !== undefined && !Array.isArray(elements)) problems.push({ path: `${tabPath}.elements`, message: 'elements must be a list' });
    if (problems.length === 0) return [{ index, shell, elements }];
    leftOut.push(...problems.map((issue) => ({ ...issue, message: `${issue.message}; the tab is left out` })));
    return [];
  });
  const result = loadPart(SectionSchema, raw, path, { ...raw, ...(rawTabs ? { tabs: readable.map((tab) => tab.shell) } : {}) });
  if (!result.ok) return result;
  const bundle = result.value as Omit<Extract<Section, { type: 'BUNDLE' }>, 'background'>;
  const tabs: LoadedBundleTab[] = bundle.tabs.map((tab, at) => {
    const source = readable[at]!;
    return { ...tab, elements: loadElements(source.elements, `${path}.tabs[${source.index}].elements`, elementIds).parts };
  });
  const dropped = [...(result.dropped ?? []), ...leftOut];
  return { ...result, value: { ...bundle, tabs }, ...(dropped.length ? { dropped } : {}) };
}

/** Each widget type's own data, read with the page: the widgets themselves carry no validator. */
const WIDGET_DATA_SCHEMAS = { CART: CartWidgetDataSchema, ANCHORS: AnchorsWidgetDataSchema } satisfies Record<WidgetType, z.ZodType>;

/**
 * A widget, and its data by its type's schema. A refused data field is left out (its default
 * applies); data that cannot be read at all gives the type's defaults. Either way the widget stays,
 * and what was refused is in the page's problems.
 */
function loadWidget(raw: unknown, path: string): Part<Widget> {
  const typeIssue = checkType(raw, path, WIDGET_TYPES, 'widget');
  if (typeIssue) return broken(raw, path, [typeIssue]);
  const result = loadPart(WidgetSchema, raw, path);
  if (!result.ok) return result;
  const schema: z.ZodType<Record<string, unknown>> = WIDGET_DATA_SCHEMAS[result.value.type];
  const data = parseLeniently(schema, result.value.data, `${path}.data`, 'any');
  const refused = data.success ? data.dropped : data.issues.map((issue) => ({ ...issue, message: `${issue.message}; the defaults apply` }));
  const value = { ...result.value, data: data.success ? data.data : schema.parse({}) };
  const dropped = [...(result.dropped ?? []), ...refused];
  return dropped.length ? { ok: true, value, dropped } : { ok: true, value };
}

function loadModal(raw: unknown, path: string, elementIds: ElementIds): Part<LoadedModal> {
  if (!isRecord(raw)) return broken(raw, path, [{ path, message: 'a modal must be an object' }]);
  const { elements, ...shell } = raw;
  const result = loadPart(ModalSchema, raw, path, { ...shell, elements: [] });
  if (!result.ok) return result;
  const loaded = loadElements(elements, `${path}.elements`, elementIds);
  if (loaded.issue) return broken(raw, path, [loaded.issue]);
  return { ...result, value: { ...result.value, elements: loaded.parts } };
}

function collectIssues(parts: Part<object>[]): PageIssue[] {
  const issues: PageIssue[] = [];
  const fromPart = (part: Part<object>) => issues.push(...(part.ok ? [...(part.notes ?? []), ...(part.dropped ?? [])] : part.issues));
  const fromElements = (elements: unknown) => {
    if (Array.isArray(elements)) for (const element of elements as Part<PageElement>[]) fromPart(element);
  };
  for (const part of parts) {
    fromPart(part);
    if (part.ok) {
      const { background } = part.value as { background?: Part<Background> };
      if (background) fromPart(background);
      if ('elements' in part.value) fromElements(part.value.elements);
      if ('tabs' in part.value && Array.isArray(part.value.tabs)) for (const tab of part.value.tabs as LoadedBundleTab[]) fromElements(tab.elements);
    }
  }
  return issues;
}

const TOP_LEVEL_KEYS = new Set(['$schema', 'version', 'settings', 'sections', 'widgets', 'modals']);

/** Half of a surrogate pair, alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text cut in the middle of an emoji holds half of it: written out as UTF-8 (a published page's
 * HTML) that half becomes U+FFFD while the page's data, JSON with its escape, kept it, and the
 * hydrating page differed from the HTML. It is made U+FFFD on reading, for both.
 */
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === 'string' && /[\uD800-\uDFFF]/.test(value) ? value.replace(LONE_SURROGATE, '\uFFFD') : value;
}

/** Reads page JSON (text or an already parsed value). Never throws. */
export function loadPage(input: unknown): PageLoadResult {
  let raw = input;
  if (typeof input === 'string') {
    try {
      // A byte order mark (a file saved by Windows Notepad) is not part of the page.
      raw = JSON.parse(input.replace(/^\uFEFF/, ''), wellFormed);
    } catch (error) {
      return { ok: false, issues: [{ path: '(page)', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
    }
  }
  if (!isRecord(raw)) return { ok: false, issues: [{ path: '(page)', message: 'a page must be a JSON object with a "sections" list' }] };
  if (!Array.isArray(raw.sections)) {
    return { ok: false, issues: [{ path: 'sections', message: 'a page needs a "sections" list' }] };
  }

  const issues: PageIssue[] = [];
  const unknownKeys = Object.keys(raw).filter((key) => !TOP_LEVEL_KEYS.has(key));
  if (unknownKeys.length) issues.push({ path: '(page)', message: `unknown fields ${unknownKeys.map((k) => `"${k}"`).join(', ')} are ignored` });
  if (raw.version !== undefined && raw.version !== 1) issues.push({ path: 'version', message: 'only version 1 is known; read as version 1' });

  // A refused setting drops that setting alone (its default applies), never the others.
  const settingsResult = parseLeniently(PageSettingsSchema, raw.settings ?? {}, 'settings', 'any');
  let settings: PageSettings;
  if (settingsResult.success) {
    settings = settingsResult.data;
    issues.push(...settingsResult.dropped);
  } else {
    issues.push(...settingsResult.issues);
    settings = PageSettingsSchema.parse({});
  }

  const list = (value: unknown, path: string): unknown[] => {
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    issues.push({ path, message: `${path} must be a list` });
    return [];
  };

  const elementIds: ElementIds = new Map();
  const sections = loadHolders(raw.sections, 'sections', 'section', loadSection, elementIds);
  const widgets = withOwnIds(list(raw.widgets, 'widgets').map((widget, index) => loadWidget(widget, `widgets[${index}]`)), 'widgets', 'widget');
  const modals = loadHolders(list(raw.modals, 'modals'), 'modals', 'modal', loadModal, elementIds);
  issues.push(...collectIssues(sections), ...collectIssues(widgets), ...collectIssues(modals));

  return { ok: true, settings, sections, widgets, modals, issues };
}
