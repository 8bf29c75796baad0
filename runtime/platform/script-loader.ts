import { windowTimers, type DeadlineTimers } from './deadline-timers';

/**
 * Loads third-party scripts on demand (player APIs, captcha, slider add-ons), once per URL.
 * A service, so stories and tests give fake player APIs instead of the network.
 */
export interface ScriptLoader {
  /**
   * Resolves when the script has loaded and, if `globalName` is given, that global exists.
   * Rejects on a load error or after `timeoutMs` (the caller's spec number).
   */
  load(src: string, options?: { globalName?: string; timeoutMs?: number }): Promise<void>;
}

export class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    readonly reason: 'error' | 'timeout',
  ) {
    super(reason === 'timeout' ? `script ${src} did not load in time` : `script ${src} failed to load`);
    this.name = 'ScriptLoadError';
  }
}

/** `timers`: the site's clock, which runs the load timeouts. */
export function createScriptLoader(doc: Document, timers: DeadlineTimers = windowTimers): ScriptLoader {
  const pending = new Map<string, Promise<void>>();
  const win = doc.defaultView;
  const hasGlobal = (name: string | undefined) => !name || (win !== null && name in win);

  function inject(src: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new ScriptLoadError(src, 'error'));
      doc.head.append(script);
    });
  }

  return {
    load(src, options = {}) {
      if (hasGlobal(options.globalName) && options.globalName) return Promise.resolve();
      let loading = pending.get(src);
      if (!loading) {
        loading = inject(src);
        // A failed load may be retried later (a flaky network), so it is forgotten.
        loading.catch(() => pending.delete(src));
        pending.set(src, loading);
      }
      if (!options.timeoutMs) return loading;
      const timeoutMs = options.timeoutMs;
      return new Promise<void>((resolve, reject) => {
        const timer = timers.setTimeout(() => reject(new ScriptLoadError(src, 'timeout')), timeoutMs, `load timeout of ${src}`);
        loading.then(
          () => {
            timers.clearTimeout(timer);
            resolve();
          },
          (error: unknown) => {
            timers.clearTimeout(timer);
            reject(error);
          },
        );
      });
    },
  };
}
