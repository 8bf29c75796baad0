import { describe, expect, it } from 'vitest';
import { SANDBOX_START_TRIES, pageState, startUntilReached, type WorkerStart } from './browser';

/** A worker whose page is reached from the given start on (never when null). */
function fakeWorker(reachedFromStart: number | null) {
  const calls: string[] = [];
  let starts = 0;
  const worker: WorkerStart = {
    start: async () => {
      starts += 1;
      calls.push('start');
    },
    stop: () => void calls.push('stop'),
    reaches: async () => reachedFromStart !== null && starts >= reachedFromStart,
  };
  return { worker, calls };
}

describe('startUntilReached', () => {
  it('starts once when the first probe reaches the sandbox', async () => {
    const { worker, calls } = fakeWorker(1);
    await startUntilReached(worker);
    expect(calls).toEqual(['start']);
  });

  it('stops and starts again while the page’s requests go past the worker', async () => {
    const { worker, calls } = fakeWorker(3);
    await startUntilReached(worker);
    expect(calls).toEqual(['start', 'stop', 'start', 'stop', 'start']);
  });

  it(`gives up after ${SANDBOX_START_TRIES} starts with an error that says what to do`, async () => {
    const { worker, calls } = fakeWorker(null);
    await expect(startUntilReached(worker)).rejects.toThrow(`does not answer this page's requests (started ${SANDBOX_START_TRIES} times); reload the page`);
    expect(calls.filter((call) => call === 'start')).toHaveLength(SANDBOX_START_TRIES);
  });
});

describe('pageState: what a page answers the worker that asks what it is', () => {
  it('mocking while one of its sandboxes is started, stopped when none is, leaving once it said so, whatever it mocks', () => {
    expect(pageState({ started: 1, leaving: false })).toBe('mocking');
    expect(pageState({ started: 2, leaving: false })).toBe('mocking');
    expect(pageState({ started: 0, leaving: false })).toBe('stopped');
    expect(pageState({ started: 1, leaving: true })).toBe('leaving');
    expect(pageState({ started: 0, leaving: true })).toBe('leaving');
  });
});
