/**
 * Stands in for `tough-cookie` inside MSW (vite.config.ts aliases the package here). MSW keeps a
 * cookie jar so that a mock answer's Set-Cookie reaches later mocked requests; `tough-cookie`
 * brings a public-suffix list with it (tldts), some 270 KB of source that every harness page
 * parsed before its first mocked request. The sandbox's handlers set no cookies and read none,
 * so the jar holds nothing: a cookie set by a mock answer is not replayed. A handler that ever
 * needs cookies should read the request's own Cookie header, or drop this alias.
 */

/** The one member MSW reads of a cookie restored from its localStorage copy. */
interface StoredCookie {
  domain: string | null;
  path: string | null;
  key: string;
  toJSON(): unknown;
}

export const Cookie = {
  /** MSW restores cookies it persisted earlier; this jar never persisted any. */
  fromJSON(_raw: unknown): StoredCookie | null {
    return null;
  },
};

export class MemoryCookieStore {
  /** MSW walks this index to persist the jar: always empty here. */
  idx: Record<string, Record<string, Record<string, StoredCookie>>> = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore) {}

  getCookiesSync(_url: string): StoredCookie[] {
    return [];
  }

  async setCookie(_cookie: string, _url: string): Promise<void> {}
}
