/** Player time limits. Spec 000 §9 names the Kinescope-kind ones; the others are ours. */
import type { RuntimeClock, TimerHandle } from '../../core/clock';

export const KINESCOPE_SCRIPT_WAIT_MS = 5000;
export const KINESCOPE_PLAY_WAIT_MS = 7000;
/**
 * Ours: how long the Kinescope-kind API's create() may take, once its script is in, before the
 * plain frame takes the player's place (spec 000 §8, as on any error). Creating the player waits
 * for what a play request waits for, its frame and the player in it answering, so it gets the
 * spec's play wait; with the script's, a visitor waits 12 s at most for a player or the frame.
 */
export const KINESCOPE_CREATE_WAIT_MS = KINESCOPE_PLAY_WAIT_MS;
/**
 * Ours: how long a player may take to get ready before it counts as failed (logged, the poster
 * back). A YouTube-kind or Vimeo-kind player has it from the start of its creation, for its API's
 * script and then the player's own ready together; a player handed back before it is ready (a file
 * waiting for its metadata, a Rutube-kind frame that has not loaded) has it from then on. 15 s is
 * time enough for a slow mobile connection to bring a provider's script and player frame; past it
 * the visitor only sees a waiting button, and the poster, whose button tries again, serves them better.
 */
export const PLAYER_READY_WAIT_MS = 15_000;

export class PlayerTimeoutError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not happen within ${ms} ms`);
    this.name = 'PlayerTimeoutError';
  }
}

/**
 * `promise`, or a PlayerTimeoutError after `ms`; the timer never outlives the answer. A value that
 * comes after the deadline goes to `onLate`, for whatever it holds to be released.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string, clock: RuntimeClock, onLate?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let expired = false;
    const timer = clock.setTimeout(
      () => {
        expired = true;
        reject(new PlayerTimeoutError(what, ms));
      },
      ms,
      what,
    );
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        if (expired) onLate?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface SharedDeadline {
  /** `step`, or the deadline's PlayerTimeoutError if it expires first (or has already). */
  race<T>(step: Promise<T>): Promise<T>;
  /** Stops the timer: call it once the last step is over. */
  clear(): void;
}

/** One deadline that several steps in a row share (a script, then the player's own ready). */
export function startDeadline(ms: number, what: string, clock: RuntimeClock): SharedDeadline {
  let timer: TimerHandle | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = clock.setTimeout(() => reject(new PlayerTimeoutError(what, ms)), ms, what);
  });
  // It may expire between steps, with nobody racing it yet.
  expired.catch(() => undefined);
  return {
    race: (step) => Promise.race([step, expired]),
    clear: () => clock.clearTimeout(timer),
  };
}
