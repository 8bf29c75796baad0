/**
 * Promises marked the way React's `use()` reads them: a settled one is read at once, without
 * suspending for a tick. A component that reads lazily loaded code calls `use()` on the same
 * promise on every render, loaded or not: a render that suspended is replayed when the promise
 * settles, and React wants the replay to call `use()` again (calling it only until the code had
 * loaded was a hooks error in React's development build).
 */
type Marks<T> = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const marksOf = <T>(promise: Promise<T>) => promise as Promise<T> & Marks<T>;

/** Marks the promise (once) with its state as it settles; its rejection counts as handled. */
export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  const marked = marksOf(promise);
  if (marked.status) return promise;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}

/** A promise already fulfilled with `value`, which `use()` reads at once. */
export function fulfilled<T>(value: T): Promise<T> {
  const marked = marksOf<T>(new Promise<T>((resolve) => resolve(value)));
  marked.status = 'fulfilled';
  marked.value = value;
  return marked;
}

/** What a tracked promise fulfilled with, read at once (wrapped: the value may itself be undefined); null while pending, rejected or untracked. */
export function fulfilledValue<T>(promise: Promise<T>): { value: T } | null {
  const marked = marksOf(promise);
  return marked.status === 'fulfilled' ? { value: marked.value as T } : null;
}

/** The state a tracked promise has reached; `untracked` for one never passed to trackPromise. */
export function promiseState(promise: Promise<unknown>): 'untracked' | 'pending' | 'fulfilled' | 'rejected' {
  return marksOf(promise).status ?? 'untracked';
}
