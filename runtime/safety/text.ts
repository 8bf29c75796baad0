/**
 * The text rule (spec 000 §5): "HTML text is escaped unless it is well-formed markup. Newlines
 * become line breaks."
 *
 * Owner text reaches the page through `ownerTextToHtml` only. Plain text is escaped. Markup must
 * first pass a strict tokenizer (`isWellFormedMarkup`) so that a half-typed tag shows as the text
 * the owner typed, not as a broken page. Only then is it sanitised by DOMPurify with a small
 * allow-list. The tokenizer is NOT the security boundary. DOMPurify is.
 *
 * Decisions where the spec is silent:
 * - Comments, doctypes and CDATA (`<!…`) count as stray `<`, so that text is escaped. An editor
 *   never needs them, and most mutation-XSS payloads rely on them.
 * - `<` inside an attribute value is not well-formed (as in XML). It only shows up in payloads.
 * - `style` keeps a safe subset (see `OWNER_STYLE_PROPERTIES`). Owners colour and align words.
 *   Anything that can load a URL (`url()`, `image()`), run script (`expression()`), cover the
 *   page (`position`) or hide an escape (`\`, quotes, comments) is dropped.
 * - Links: http, https, mailto, tel, relative and `#` only. `target` is `_blank` or `_self`,
 *   because a named target can take over another window. `_blank` gets `noopener noreferrer`.
 * - With no DOM (server render) markup is escaped: that is safe, but it differs from the client.
 *   Render owner markup on the client only, or accept that the first paint shows it escaped.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

export const OWNER_HTML_TAGS = [
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sup', 'sub', 'span', 'div',
  'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote', 'mark', 'code',
] as const;
export const OWNER_HTML_ATTRIBUTES = ['href', 'target', 'rel', 'title', 'class', 'style'] as const;
export const OWNER_STYLE_PROPERTIES = [
  'color', 'background-color', 'font-weight', 'font-style', 'text-decoration', 'text-align',
] as const;
/** Safe link targets. A named target would load the link into any window or frame with that name. */
export const OWNER_LINK_TARGETS = ['_blank', '_self'] as const;
/**
 * http(s), mailto and tel, or no scheme at all (relative paths, `#`, `?`). DOMPurify removes
 * whitespace and control characters before testing, so ` java\tscript:` cannot slip through.
 */
export const SAFE_URL_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Elements that never have a closing tag in HTML. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

/** Elements next to which a whitespace-only newline is layout whitespace, not a line break. */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE']);
const STYLE_VALUE = /^(?:[#\w\s.,%-]|(?:rgba?|hsla?)\([\d\s.,%/]*\))+$/i;
/** One tag: `</name>`, `<name attr attr=bare attr="q" attr='q'>`, or `<name …/>`. Sticky: matches at lastIndex only. */
const TAG = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"<]*"|'[^'<]*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/iy;

const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [...OWNER_HTML_TAGS],
  ALLOWED_ATTR: [...OWNER_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

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

/** Turns owner text into HTML that is safe to assign to `innerHTML`. */
export function ownerTextToHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  const purifier = isWellFormedMarkup(normalised) ? getPurifier() : undefined;
  if (!purifier) return escapeHtml(normalised).replace(/\n/g, '<br>');
  const fragment = purifier.sanitize(normalised, SANITIZE_CONFIG);
  newlinesToBreaks(fragment);
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/** Keeps the allowed properties whose values cannot load, run or escape anything. */
export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const allowed = (OWNER_STYLE_PROPERTIES as readonly string[]).includes(property);
    if (colon > 0 && allowed && STYLE_VALUE.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

let purifier: DOMPurify | null | undefined;

/** One DOMPurify instance, made on first use because the module also loads on the server. */
function getPurifier(): DOMPurify | undefined {
  if (purifier === undefined) {
    purifier = typeof window === 'undefined' ? null : createDOMPurify(window);
    if (purifier && !purifier.isSupported) purifier = null;
    purifier?.addHook('uponSanitizeAttribute', (_node, event) => {
      if (event.attrName !== 'style') return;
      event.attrValue = safeStyle(event.attrValue);
      event.keepAttr = event.attrValue !== '';
    });
    // The link rule. URLs are already checked by SAFE_URL_PATTERN. This fixes target and rel.
    purifier?.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      const target = node.getAttribute('target');
      if (target === null) return;
      if (!(OWNER_LINK_TARGETS as readonly string[]).includes(target)) node.removeAttribute('target');
      else if (target === '_blank') {
        const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
        rel.add('noopener').add('noreferrer');
        node.setAttribute('rel', [...rel].join(' '));
      }
    });
  }
  return purifier ?? undefined;
}

/**
 * Replaces `\n` in text nodes with `<br>`. Whitespace-only text inside a list or beside a block
 * is left alone: in `<ul>\n<li>` or `</p>\n<p>` the newline only lays out the source, and a
 * `<br>` would add an empty line (or, inside a list, invalid markup).
 */
function newlinesToBreaks(root: DocumentFragment): void {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const node of texts) {
    if (!node.data.includes('\n')) continue;
    if (!node.data.trim()) {
      const parent = node.parentNode?.nodeName;
      const besideBlock = [node.previousSibling, node.nextSibling].some((n) => n && BLOCK_TAGS.has(n.nodeName));
      if (parent === 'UL' || parent === 'OL' || besideBlock) continue;
    }
    const parts: (string | Node)[] = [];
    node.data.split('\n').forEach((part, i) => {
      if (i > 0) parts.push(doc.createElement('br'));
      if (part) parts.push(part);
    });
    node.replaceWith(...parts);
  }
}
