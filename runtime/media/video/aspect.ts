/**
 * The Vimeo-kind background video rule (spec 001 §9): the video's aspect ratio (width / height)
 * must be between 0.4 and 2.5, checked with up to 3 retries. The player reports 0×0 (or fails)
 * until its metadata has loaded, so an unknown or out-of-range answer is asked again.
 */
import { realClock, type RuntimeClock } from '../../core/clock';

export const VIMEO_ASPECT_MIN = 0.4;
export const VIMEO_ASPECT_MAX = 2.5;
export const VIMEO_ASPECT_RETRIES = 3;
/** Ours (the spec gives the count only): long enough for a slow player to load its metadata. */
export const VIMEO_ASPECT_RETRY_DELAY_MS = 500;

type AspectCheck = { ok: true; ratio: number } | { ok: false; ratio: number | null; reason: 'out-of-range' | 'unknown' | 'aborted' };

interface AspectRule {
  min?: number;
  max?: number;
  /** Asks after the first one; 3 retries is 4 asks in all. */
  retries?: number;
  delayMs?: number;
  /** Stops the retries (the video was removed); the answer is then `aborted`. */
  signal?: AbortSignal;
  /** The site's clock for the pauses between asks (the real one by default). */
  clock?: RuntimeClock;
}

export async function checkAspectRatio(getRatio: () => Promise<number | null>, rule: AspectRule = {}): Promise<AspectCheck> {
  const { min = VIMEO_ASPECT_MIN, max = VIMEO_ASPECT_MAX, retries = VIMEO_ASPECT_RETRIES, delayMs = VIMEO_ASPECT_RETRY_DELAY_MS, signal, clock = realClock } = rule;
  let last: AspectCheck = { ok: false, ratio: null, reason: 'unknown' };
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0 && !(await pause(delayMs, signal, clock))) return { ok: false, ratio: last.ratio, reason: 'aborted' };
    if (signal?.aborted) return { ok: false, ratio: last.ratio, reason: 'aborted' };
    const ratio = await getRatio().catch(() => null);
    if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) last = { ok: false, ratio: null, reason: 'unknown' };
    else if (ratio < min || ratio > max) last = { ok: false, ratio, reason: 'out-of-range' };
    else return { ok: true, ratio };
  }
  return last;
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined, clock: RuntimeClock): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clock.clearTimeout(timer);
      resolve(false);
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
