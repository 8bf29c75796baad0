/**
 * Video sources (spec 000 §3 Video data: `source`) read into what each player needs, and every
 * third-party URL the players use, in one place. Pure functions: no DOM, no network.
 *
 * Owners paste whatever their video site shows them (a share link, a page URL, an embed URL or a
 * bare id), with or without the scheme, so each reader accepts all of those.
 */
import { parseUrl } from '../../safety/parse-url';
import { safeUrl } from '../../safety/url-safety';

export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';
/** The YouTube player is served from the no-cookie host: visitors get no cookies until they play. */
export const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com';
export const VIMEO_PLAYER_API_URL = 'https://player.vimeo.com/api/player.js';
const VIMEO_PAGE_URL = 'https://vimeo.com/';
export const KINESCOPE_PLAYER_API_URL = 'https://player.kinescope.io/latest/iframe.player.js';
const KINESCOPE_EMBED_URL = 'https://kinescope.io/embed/';
const RUTUBE_EMBED_URL = 'https://rutube.ru/play/embed/';

export class VideoSourceError extends Error {
  constructor(
    readonly kind: string,
    readonly source: string,
  ) {
    super(`the ${kind} player cannot play ${JSON.stringify(source)}`);
    this.name = 'VideoSourceError';
  }
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An absolute URL from a pasted value; `youtu.be/x` and `//vimeo.com/1` get https. */
function looseUrl(source: string): URL | null {
  const value = source.trim();
  const withScheme = SCHEME.test(value) ? value : value.startsWith('//') ? `https:${value}` : /^[\w-]+(\.[\w-]+)+\//.test(value) ? `https://${value}` : null;
  if (!withScheme) return null;
  const url = parseUrl(withScheme);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
}

const onHost = (url: URL, domain: string) => url.hostname === domain || url.hostname.endsWith(`.${domain}`);
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_PATHS: ReadonlySet<string> = new Set(['embed', 'shorts', 'live', 'v', 'e']);

/** youtu.be/ID, youtube.com/watch?v=ID, /embed/ID, /shorts/ID, /live/ID, youtube-nocookie.com/embed/ID, or a bare 11-character id. */
export function youtubeId(source: string): string | null {
  const value = source.trim();
  if (YOUTUBE_ID.test(value)) return value;
  const url = looseUrl(value);
  if (!url) return null;
  let candidate: string | undefined;
  if (onHost(url, 'youtu.be')) candidate = segments(url)[0];
  else if (onHost(url, 'youtube.com') || onHost(url, 'youtube-nocookie.com')) {
    const [first, second] = segments(url);
    candidate = first === 'watch' ? (url.searchParams.get('v') ?? undefined) : first && YOUTUBE_PATHS.has(first) ? second : undefined;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

export interface VimeoVideo {
  id: number;
  /** The privacy hash of an unlisted video; the player needs it in the URL. */
  hash?: string;
}

/** A numeric id, vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/…/ID, player.vimeo.com/video/ID?h=HASH. */
export function vimeoVideo(source: string): VimeoVideo | null {
  const value = source.trim();
  if (/^\d+$/.test(value)) return { id: Number(value) };
  const url = looseUrl(value);
  if (!url || !onHost(url, 'vimeo.com')) return null;
  const parts = segments(url);
  const at = parts.findLastIndex((part) => /^\d+$/.test(part));
  if (at < 0) return null;
  const hash = url.searchParams.get('h') ?? parts[at + 1];
  return hash && /^[\da-f]+$/i.test(hash) ? { id: Number(parts[at]), hash } : { id: Number(parts[at]) };
}

/** The page URL the Vimeo player accepts for an unlisted video. */
export function vimeoPageUrl({ id, hash }: VimeoVideo): string {
  return hash ? `${VIMEO_PAGE_URL}${id}/${hash}` : `${VIMEO_PAGE_URL}${id}`;
}

const KINESCOPE_ID = /^[A-Za-z\d]{6,40}$/;

/** kinescope.io/ID, kinescope.io/embed/ID, kinescope.io/watch/ID, or a bare id. */
export function kinescopeId(source: string): string | null {
  const value = source.trim();
  if (KINESCOPE_ID.test(value)) return value;
  const url = looseUrl(value);
  if (!url || !onHost(url, 'kinescope.io')) return null;
  const parts = segments(url);
  const candidate = parts.length === 1 ? parts[0] : parts.length === 2 && (parts[0] === 'embed' || parts[0] === 'watch') ? parts[1] : undefined;
  return candidate && KINESCOPE_ID.test(candidate) ? candidate : null;
}

export const kinescopeEmbedUrl = (id: string) => `${KINESCOPE_EMBED_URL}${id}`;

interface RutubeVideo {
  id: string;
  /** The access key of a private video (`?p=`). */
  key?: string;
}

const RUTUBE_ID = /^(?:[\da-f]{32}|\d{1,12})$/i;

/** rutube.ru/video/ID/, /video/private/ID/?p=KEY, /shorts/ID/, /play/embed/ID, or a bare 32-hex id. */
export function rutubeVideo(source: string): RutubeVideo | null {
  const value = source.trim();
  if (/^[\da-f]{32}$/i.test(value)) return { id: value.toLowerCase() };
  const url = looseUrl(value);
  if (!url || !onHost(url, 'rutube.ru')) return null;
  const parts = segments(url);
  const candidate = parts.find((part) => RUTUBE_ID.test(part));
  if (!candidate) return null;
  const key = url.searchParams.get('p');
  return key && /^[\w-]+$/.test(key) ? { id: candidate.toLowerCase(), key } : { id: candidate.toLowerCase() };
}

export function rutubeEmbedUrl({ id, key }: RutubeVideo): string {
  return key ? `${RUTUBE_EMBED_URL}${id}?p=${key}` : `${RUTUBE_EMBED_URL}${id}`;
}

/**
 * A URL that may be loaded into a <video> or an <iframe>: the URL-safety rule, then http(s) or
 * relative only (mailto: and tel: pass the rule but are no media).
 */
export function mediaUrl(source: string): string | null {
  const safe = safeUrl(source);
  if (safe === null) return null;
  const scheme = SCHEME.exec(safe)?.[0].toLowerCase();
  return scheme === undefined || scheme === 'http:' || scheme === 'https:' ? safe : null;
}
