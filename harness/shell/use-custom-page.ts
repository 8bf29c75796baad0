import { useEffect, useState } from 'react';
import { safeRedirect } from '../../runtime/safety/url-safety';
import { storageArea } from '../../runtime/platform/storage';
import { savedPage } from '../saved-pages';
import { decodePageText, type ShellState } from '../url-state';

interface CustomPage {
  text: string | null;
  error: string | null;
  loading: boolean;
  /** Where the page came from, for the shell's caption: pasted, saved in this browser, or the absolute URL it was loaded from. */
  source: string | null;
}

/**
 * The address a `src=` page is fetched from: http(s) or a path of the harness once the browser's
 * URL parser has read it (the one URL rule; `//host`, `\\host` and the like are read as the other
 * host they are), as an absolute URL so the shell can say where the page came from. Null otherwise.
 */
export function pageSourceUrl(src: string, harnessUrl: string): string | null {
  const safe = safeRedirect(src, harnessUrl);
  return safe === null ? null : new URL(safe, harnessUrl).href;
}

/** The custom page text: in the address (pasted or picked), saved in this browser, or fetched from a URL. */
export function useCustomPage(state: ShellState): CustomPage {
  const [fetched, setFetched] = useState<{ src: string; text: string | null; error: string | null } | null>(null);
  const url = state.src ? pageSourceUrl(state.src, window.location.href) : null;
  const fromAddress = Boolean(state.page || state.saved);
  useEffect(() => {
    if (!state.src || fromAddress || url === null) return;
    const src = state.src;
    let cancelled = false;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return response.text();
      })
      .then((text) => !cancelled && setFetched({ src, text, error: null }))
      .catch((error: unknown) => !cancelled && setFetched({ src, text: null, error: `Could not load ${url}: ${error instanceof Error ? error.message : String(error)}` }));
    return () => {
      cancelled = true;
    };
  }, [state.src, fromAddress, url]);
  if (state.page) {
    const text = decodePageText(state.page);
    return text === null
      ? { text: null, error: 'The page in the address is damaged (not base64 UTF-8).', loading: false, source: null }
      : { text, error: null, loading: false, source: 'pasted, in the address' };
  }
  if (state.saved) {
    const text = savedPage(storageArea(window, 'localStorage'), state.saved);
    return text === null
      ? { text: null, error: `The pasted page "${state.saved}" is not saved in this browser: long pages are kept in the browser they were pasted in. Paste it again.`, loading: false, source: null }
      : { text, error: null, loading: false, source: 'pasted, saved in this browser' };
  }
  if (state.src) {
    if (url === null) return { text: null, error: `Not loaded: "${state.src}" is not an http(s) address or a path of this site.`, loading: false, source: null };
    if (fetched?.src !== state.src) return { text: null, error: null, loading: true, source: url };
    return { text: fetched.text, error: fetched.error, loading: false, source: url };
  }
  return { text: null, error: null, loading: false, source: null };
}
