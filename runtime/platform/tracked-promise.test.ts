import { describe, expect, it } from 'vitest';
import { fulfilled, promiseState, trackPromise } from './tracked-promise';

describe('trackPromise', () => {
  it('is pending, then fulfilled with its value (where use() reads it)', async () => {
    const tracked = trackPromise(Promise.resolve('code'));
    expect(promiseState(tracked)).toBe('pending');
    await tracked;
    expect(tracked).toMatchObject({ status: 'fulfilled', value: 'code' });
  });

  it('is rejected with its reason, and its rejection is handled', async () => {
    const reason = new Error('chunk missing');
    const tracked = trackPromise(Promise.reject(reason));
    await expect(tracked).rejects.toBe(reason);
    expect(promiseState(tracked)).toBe('rejected');
    expect(tracked).toMatchObject({ reason });
  });

  it('leaves a promise already tracked as it is; an untracked one says so', () => {
    const ready = fulfilled(1);
    expect(trackPromise(ready)).toBe(ready);
    expect(ready).toMatchObject({ status: 'fulfilled', value: 1 });
    expect(promiseState(Promise.resolve(1))).toBe('untracked');
  });
});
