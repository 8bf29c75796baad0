/**
 * The one URL-safety rule (DESIGN.md §6): every URL that comes from the page, the server or the
 * address bar passes here before it is followed or loaded.
 *
 * The value is read the way the WHATWG URL parser (every current browser) reads it, because
 * that is how the browser will read it once it is an attribute: leading and trailing C0 controls
 * and spaces are stripped, TAB/LF/CR are removed anywhere, and the scheme is case-insensitive.
 * HTML entities are NOT decoded: callers pass attribute values, which the HTML parser (or React)
 * has already decoded; an undecoded `&#x0A;javascript:` is an inert relative path.
 *
 * Decisions where the brief was silent:
 * - An empty value (after stripping) is null: there is nothing to follow.
 * - `blob:` is refused: a same-origin blob may hold HTML that runs in the page's origin, and the
 *   runtime's own object URLs never come from page data, so they need not pass here.
 * - Defence in depth: a value is also refused when removing every Unicode space, control or
 *   format character (U+00A0, U+2028, U+200B, ...) would leave a refused scheme. The WHATWG parser
 *   reads `\u00A0javascript:` as a harmless relative path, but older parsers and sanitisers have not.
 */
import { parseUrl } from './parse-url.ts';

const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);
const REDIRECT_SCHEMES: ReadonlySet<string> = new Set(['http', 'https']);

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// eslint-disable-next-line no-control-regex -- matching C0 controls is the point of this rule
const EDGE_C0_OR_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}]/gu;
/** Raster formats only: an SVG data URL is a document that can carry script. */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z\d+/]+={0,2}$/i;

/** The URL as the browser's parser sees it: edges stripped, TAB/LF/CR removed. */
export function normaliseUrl(url: string): string {
  return url.replace(EDGE_C0_OR_SPACE, '').replace(TAB_OR_NEWLINE, '');
}

function schemeOf(value: string): string | undefined {
  return SCHEME.exec(value)?.[1]?.toLowerCase();
}

/** Relative (no scheme) or an allowed scheme, both as parsed and with invisible characters removed. */
function hasAllowedScheme(value: string, allowed: ReadonlySet<string>): boolean {
  return [value, value.replace(INVISIBLE, '')].every((candidate) => {
    const scheme = schemeOf(candidate);
    return scheme === undefined || allowed.has(scheme);
  });
}

/**
 * Where the browser would send a value, read by the WHATWG URL parser itself against a stand-in
 * page address, or null when it does not parse (no host, a broken IPv6 literal, a space in the
 * host, a percent-encoded character a host may not hold): an unparseable URL is never a link.
 */
const PARSE_BASE = 'https://page.invalid/';

/**
 * A host as the WHATWG parser leaves it: ASCII labels (IDNA already applied) or an IPv6 literal.
 * Checked after parsing because not every engine refuses what the standard refuses: Chromium
 * reads `http://ex ample.com` as the host `ex%20ample.com` where the standard fails the parse.
 */
const PARSED_HOST = /^(?:\[[\da-f:.]+\]|[a-z\d_-]+(?:\.[a-z\d_-]+)*\.?)$/i;

function parse(value: string, base?: string): URL | null {
  const parsed = parseUrl(value, base);
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !PARSED_HOST.test(parsed.hostname) ? null : parsed;
}

/**
 * The value to hand to the browser, in the form its parser reads it:
 * - an absolute URL: the parser's own serialisation (scheme and host lower-cased, `evil%2Ecom` and
 *   `evil。com` read as `evil.com`), so what is checked is what is followed;
 * - a relative value that stays on the page's host: as given, so the browser resolves it against
 *   the real page (the stand-in base only tells whether it parses);
 * - a value without a scheme that leaves the host (`//host`, `\\host`, `/\host`, `/<TAB>/host`):
 *   the explicit protocol-relative form `//host/path`, so it no longer reads as a local path.
 */
function serialise(value: string, base: string): string | null {
  const parsed = parse(value, base);
  if (parsed === null) return null;
  if (schemeOf(value) !== undefined) return parsed.href;
  if (parsed.host === new URL(base).host) return value;
  return parsed.href.slice(parsed.protocol.length);
}

/**
 * The normalised URL when it is safe to follow or load, else null. Allowed: relative paths,
 * `#hash`, `?query`, http:, https:, mailto:, tel:; with `allowData: 'image'` also base64 data URLs
 * of raster images (png, jpeg, gif, webp, avif). A value the browser's URL parser refuses is null.
 */
export function safeUrl(url: unknown, options: { allowData?: 'image' } = {}): string | null {
  if (typeof url !== 'string') return null;
  const value = normaliseUrl(url);
  if (value === '') return null;
  if (options.allowData === 'image' && SAFE_DATA_IMAGE.test(value)) return value;
  if (!hasAllowedScheme(value, ALLOWED_SCHEMES)) return null;
  const scheme = schemeOf(value);
  // mailto: and tel: have no host to read; the parser accepts any text after them.
  if (scheme === 'mailto' || scheme === 'tel') return value;
  return serialise(value, PARSE_BASE);
}

/**
 * The normalised URL when a redirect may go there, or a server-given link may be followed
 * (spec 001 §2 `link_redirect`, spec 002 §2 form redirect, spec 000 §3 a product's `link`): http(s)
 * or a path on the page's own site once read by the browser's URL parser against `currentOrigin`
 * (an origin or a full page URL). Relative values stay relative, so the browser resolves them
 * against the real page. Cross-origin http(s) is allowed: payment and form-redirect targets are
 * other sites by design; mailto:, tel: and anything unparseable are not.
 */
export function safeRedirect(url: unknown, currentOrigin: string): string | null {
  if (typeof url !== 'string') return null;
  const value = normaliseUrl(url);
  if (value === '' || !hasAllowedScheme(value, REDIRECT_SCHEMES)) return null;
  const base = parse(currentOrigin);
  if (base === null || !REDIRECT_SCHEMES.has(base.protocol.slice(0, -1))) return null;
  const serialised = serialise(value, base.href);
  if (serialised === null) return null;
  return REDIRECT_SCHEMES.has(parse(serialised, base.href)!.protocol.slice(0, -1)) ? serialised : null;
}

/** A link the server gives (a product's `link`): the redirect rule, read against a stand-in page address. */
export function safeServerLink(url: unknown): string | null {
  return safeRedirect(url, PARSE_BASE);
}
