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

/**
 * Stands in for MSW's own cookie store too (vite.config.ts aliases its `../cookieStore.mjs` here,
 * the one specifier MSW's request code imports it by). MSW makes that store as its module loads,
 * and reads `localStorage` for the cookies it kept: in a browser that refuses storage (cookies
 * blocked for the site: Chrome throws a SecurityError from the getter) the sandbox's pages, the
 * harness frame and the gallery, stopped before their first line ran, so QA could not see how the
 * runtime goes on in memory. This store holds nothing and keeps nothing, as the jar above.
 */
export const cookieStore = {
  getCookies(_url: string): StoredCookie[] {
    return [];
  },
  async setCookie(_cookie: string, _url: string): Promise<void> {},
};
