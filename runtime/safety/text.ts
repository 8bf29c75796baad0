/**
 * The text rule (spec 000 §5): "HTML text is escaped unless it is well-formed markup. Newlines
 * become line breaks."
 *
 * Owner text reaches the page through `ownerTextToHtml` only. Plain text is escaped. Markup must
 * first pass a strict tokenizer (`isWellFormedMarkup`) so that a half-typed tag shows as the text
 * the owner typed, not as a broken page. Only then is it sanitised by DOMPurify with a small
 * allow-list (safety/purify.ts). The tokenizer is NOT the security boundary. DOMPurify is.
 *
 * DOMPurify is installed, not imported here, so a published page's first script can go without it:
 * the full runtime (runtime/index.ts) and every part that shows server text (cards, forms,
 * checkout) install it; a published page instead installs the HTML its server made for the page's
 * own texts with this same rule (`installPreparedOwnerHtml`). With neither, markup is escaped:
 * safe, never raw.
 *
 * Decisions where the spec is silent:
 * - Comments, doctypes and CDATA (`<!…`) count as stray `<`, so that text is escaped. An editor
 *   never needs them, and most mutation-XSS payloads rely on them.
 * - `<` inside an attribute value is not well-formed (as in XML). It only shows up in payloads.
 * - `style` keeps a safe subset (see `OWNER_STYLE_PROPERTIES` in purify.ts). Owners colour and align words.
 *   Anything that can load a URL (`url()`, `image()`), run script (`expression()`), cover the
 *   page (`position`) or hide an escape (`\`, quotes, comments) is dropped.
 * - Links: http, https, mailto, tel, relative and `#` only. `target` is `_blank` or `_self`,
 *   because a named target can take over another window. `_blank` gets `noopener noreferrer`.
 * - With no DOM (a server render) DOMPurify needs a window: `npm run publish` gives it jsdom's, so
 *   the prerendered page and the hydrated one show the same markup.
 */

/** Elements that never have a closing tag in HTML. */
const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

/** One tag: `</name>`, `<name attr attr=bare attr="q" attr='q'>`, or `<name …/>`. Sticky: matches at lastIndex only. */
const TAG = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/iy;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes for both text and attribute positions, so one function serves every caller. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/**
 * True when `text` has at least one tag, every tag is syntactically complete, and non-void tags
 * are balanced and properly nested (case-insensitive). Void elements may stay unclosed.
 */
export function isWellFormedMarkup(text: string): boolean {
  const open: string[] = [];
  let sawTag = false;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', TAG.lastIndex)) {
    TAG.lastIndex = at;
    const m = TAG.exec(text);
    if (!m) return false;
    const [, closing, rawName = '', attrs = '', selfClosing] = m;
    const name = rawName.toLowerCase();
    sawTag = true;
    if (closing) {
      if (attrs || selfClosing || open.pop() !== name) return false;
    } else if (!selfClosing && !VOID_ELEMENTS.has(name)) {
      open.push(name);
    }
  }
  return sawTag && open.length === 0;
}

/** Makes well-formed owner markup safe to assign to `innerHTML`, or gives `undefined` when it cannot. */
export type MarkupSanitizer = (markup: string) => string | undefined;

let sanitizer: MarkupSanitizer | undefined;
/** A published page's own texts as its server sanitised them (see installPreparedOwnerHtml). */
let prepared: ReadonlyMap<string, string> = new Map();
/**
 * The installed sanitizer's answers by text: a page renders the same texts again and again (each
 * render of a card, every text on a mode switch), and DOMPurify parses each time. Measured on the
 * published widgets page at 4x CPU: 193 ms of DOMPurify during hydration without it.
 */
const sanitized = new Map<string, string | undefined>();
/** Bounds the cache on a long-lived page whose texts keep changing (an editor typing). Ours. */
export const SANITIZED_CACHE_LIMIT = 1000;

/** Sets how well-formed markup is made safe (DOMPurify); texts already prepared keep their prepared HTML. */
export function installMarkupSanitizer(next: MarkupSanitizer): void {
  sanitizer = next;
  sanitized.clear();
}

/**
 * A published page's own texts as its server sanitised them (text → HTML, keyed by the text with
 * its newlines normalised). Installed before the page hydrates, so its markup matches the
 * prerendered HTML without DOMPurify in the first script: any other markup is escaped until a part
 * that shows server text installs DOMPurify. The page's own texts keep their prepared HTML even
 * then (the same sanitiser made it, on the server), so nothing is sanitised twice.
 */
export function installPreparedOwnerHtml(table: Readonly<Record<string, string>>): void {
  prepared = new Map(Object.entries(table));
  sanitizer = undefined;
  sanitized.clear();
}

/** The text as `ownerTextToHtml` reads it: newlines normalised. A prepared table is keyed by this. */
export function normaliseOwnerText(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function sanitizedHtml(markup: string): string | undefined {
  const ready = prepared.get(markup);
  if (ready !== undefined || !sanitizer) return ready;
  // A text sanitised before never comes here: ownerTextToHtml answers it from `sanitized` first.
  if (sanitized.size >= SANITIZED_CACHE_LIMIT) sanitized.clear();
  const html = sanitizer(markup);
  sanitized.set(markup, html);
  return html;
}

/** Turns owner text into HTML that is safe to assign to `innerHTML`. */
export function ownerTextToHtml(text: string): string {
  const normalised = normaliseOwnerText(text);
  // Only well-formed markup is ever sanitised, so a text found here needs no second tokenizing (a
  // product card renders its description again on every option change).
  const known = sanitized.get(normalised);
  if (known !== undefined) return known;
  const html = isWellFormedMarkup(normalised) ? sanitizedHtml(normalised) : undefined;
  return html ?? escapeHtml(normalised).replace(/\n/g, '<br>');
}
