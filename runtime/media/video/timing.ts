/** Player time limits. Spec 000 §9 names the Kinescope-kind ones; the others are ours. */

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
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // eslint-disable-next-line no-restricted-globals -- pending issue 9: the site's clock does not reach the player code yet (it would come with the player environment)
    const timer = setTimeout(() => reject(new PlayerTimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
