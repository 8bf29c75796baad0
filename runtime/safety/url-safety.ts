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
 * The normalised URL when it is safe to follow or load, else null. Allowed: relative paths,
 * `#hash`, `?query`, http:, https:, mailto:, tel:; with `allowData: 'image'` also base64 data URLs
 * of raster images (png, jpeg, gif, webp, avif).
 */
export function safeUrl(url: unknown, options: { allowData?: 'image' } = {}): string | null {
  if (typeof url !== 'string') return null;
  const value = normaliseUrl(url);
  if (value === '') return null;
  if (options.allowData === 'image' && SAFE_DATA_IMAGE.test(value)) return value;
  return hasAllowedScheme(value, ALLOWED_SCHEMES) ? value : null;
}

/**
 * The normalised URL when a redirect may go there: http(s) or relative, and well-formed once
 * resolved against `currentOrigin` (an origin or a full page URL). Relative values stay relative,
 * so the browser resolves them against the real page. Cross-origin http(s) is allowed: payment
 * and form-redirect targets are other sites by design.
 */
export function safeRedirect(url: unknown, currentOrigin: string): string | null {
  if (typeof url !== 'string') return null;
  const value = normaliseUrl(url);
  if (value === '' || !hasAllowedScheme(value, REDIRECT_SCHEMES)) return null;
  try {
    const { protocol } = new URL(value, currentOrigin);
    return REDIRECT_SCHEMES.has(protocol.slice(0, -1)) ? value : null;
  } catch {
    return null;
  }
}
