/**
 * DOMPurify with the text rule's allow-list (the rule: safety/text.ts): the security boundary for
 * owner markup. The allow-list lives here, beside the only code that reads it, so a page that never
 * loads DOMPurify (its texts prepared by its server) does not carry it in its first script.
 * `installDomPurify()` makes it the markup sanitizer; call it where owner or server markup can show
 * (the full runtime, cards, forms, checkout). It needs a window: the page's, or on a
 * server (publishing) one from jsdom. Without one nothing is installed and markup stays escaped.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { installMarkupSanitizer, type MarkupSanitizer } from './text';

const OWNER_HTML_TAGS = [
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sup', 'sub', 'span', 'div',
  'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote', 'mark', 'code',
] as const;
const OWNER_HTML_ATTRIBUTES = ['href', 'target', 'rel', 'title', 'class', 'style'] as const;
const OWNER_STYLE_PROPERTIES = [
  'color', 'background-color', 'font-weight', 'font-style', 'text-decoration', 'text-align',
] as const;
/** Safe link targets. A named target would load the link into any window or frame with that name. */
const OWNER_LINK_TARGETS = ['_blank', '_self'] as const;
/**
 * http(s), mailto and tel, or no scheme at all (relative paths, `#`, `?`). DOMPurify removes
 * whitespace and control characters before testing, so ` java\tscript:` cannot slip through.
 */
const SAFE_URL_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const STYLE_VALUE = /^(?:[#\w\s.,%-]|(?:rgba?|hsla?)\([\d\s.,%/]*\))+$/i;

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

const SANITIZE_CONFIG = {
  ALLOWED_TAGS: [...OWNER_HTML_TAGS],
  ALLOWED_ATTR: [...OWNER_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URL_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/** Elements next to which a whitespace-only newline is layout whitespace, not a line break. */
const BLOCK_TAGS: ReadonlySet<string> = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE']);
/** NodeFilter.SHOW_TEXT, spelt out: on a server the global NodeFilter does not exist. */
const SHOW_TEXT = 0x4;

let made: { win: WindowLike; sanitize: MarkupSanitizer } | undefined;

/**
 * Installs DOMPurify on `win` (by default the page's window) as the markup sanitizer. The
 * purifier is made once per window; calling again re-installs it (after a prepared table, say).
 */
export function installDomPurify(win: WindowLike | null = typeof window === 'undefined' ? null : window): void {
  if (!win) return;
  if (made?.win !== win) {
    const purifier = createPurifier(win);
    if (!purifier) return;
    made = { win, sanitize: (markup) => sanitize(purifier, markup) };
  }
  installMarkupSanitizer(made.sanitize);
}

function sanitize(purifier: DOMPurify, markup: string): string {
  // The config given here only types the answer (a fragment): the purifier keeps the one set when it
  // was made (setConfig), so it is not read again for every text (a page of 9 cards sanitises 9).
  const fragment = purifier.sanitize(markup, SANITIZE_CONFIG);
  newlinesToBreaks(fragment);
  const box = fragment.ownerDocument.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

function createPurifier(win: WindowLike): DOMPurify | undefined {
  const purifier = createDOMPurify(win);
  if (!purifier.isSupported) return undefined;
  purifier.setConfig(SANITIZE_CONFIG);
  purifier.addHook('uponSanitizeAttribute', (_node, event) => {
    if (event.attrName !== 'style') return;
    event.attrValue = safeStyle(event.attrValue);
    event.keepAttr = event.attrValue !== '';
  });
  // The link rule. URLs are already checked by SAFE_URL_PATTERN. This fixes target and rel.
  purifier.addHook('afterSanitizeAttributes', (node) => {
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
  return purifier;
}

/**
 * Replaces `\n` in text nodes with `<br>`. Whitespace-only text inside a list or beside a block
 * is left alone: in `<ul>\n<li>` or `</p>\n<p>` the newline only lays out the source, and a
 * `<br>` would add an empty line (or, inside a list, invalid markup).
 */
function newlinesToBreaks(root: DocumentFragment): void {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, SHOW_TEXT);
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
