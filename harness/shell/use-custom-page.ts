import { useEffect, useState } from 'react';
import { safeUrl } from '../../runtime/safety/url-safety';
import { decodePageText, type ShellState } from '../url-state';

/** The custom page text, from the URL (pasted or picked) or fetched from a URL. */
export function useCustomPage(state: ShellState): { text: string | null; error: string | null; loading: boolean } {
  const [fetched, setFetched] = useState<{ src: string; text: string | null; error: string | null } | null>(null);
  const url = state.src ? safeUrl(state.src) : null;
  useEffect(() => {
    if (!state.src || state.page || url === null) return;
    const src = state.src;
    let cancelled = false;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return response.text();
      })
      .then((text) => !cancelled && setFetched({ src, text, error: null }))
      .catch((error: unknown) => !cancelled && setFetched({ src, text: null, error: `Could not load ${src}: ${error instanceof Error ? error.message : String(error)}` }));
    return () => {
      cancelled = true;
    };
  }, [state.src, state.page, url]);
  if (state.page) {
    const text = decodePageText(state.page);
    return text === null ? { text: null, error: 'The page in the address is damaged (not base64 UTF-8).', loading: false } : { text, error: null, loading: false };
  }
  if (state.src) {
    if (url === null) return { text: null, error: 'That address is not an http(s) or relative URL.', loading: false };
    if (fetched?.src !== state.src) return { text: null, error: null, loading: true };
    return { text: fetched.text, error: fetched.error, loading: false };
  }
  return { text: null, error: null, loading: false };
}
