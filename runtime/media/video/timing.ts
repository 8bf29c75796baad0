/** Player time limits. Spec 000 §9 names the Kinescope-kind ones; the others are ours. */
import type { RuntimeClock } from '../../core/clock';

export const KINESCOPE_SCRIPT_WAIT_MS = 5000;
export const KINESCOPE_PLAY_WAIT_MS = 7000;
/** Ours: how long the YouTube-kind and Vimeo-kind APIs may take to load and get ready before the player counts as failed. */
export const PLAYER_SCRIPT_WAIT_MS = 15_000;

export class PlayerTimeoutError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not happen within ${ms} ms`);
    this.name = 'PlayerTimeoutError';
  }
}

/** `promise`, or a PlayerTimeoutError after `ms`; the timer never outlives the answer. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string, clock: RuntimeClock): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new PlayerTimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
