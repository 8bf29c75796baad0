import { describe, expect, it } from 'vitest';
import { createAheadRenders } from './render-ahead';

/** Whether `promise` has settled once the queued microtasks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('a click waits for the next page’s cards being rendered ahead (render-ahead.ts)', () => {
  it('a render under way is waited for until it commits, and only for its own page', async () => {
    const renders = createAheadRenders<{ page: number }>();
    const page2 = { page: 2 };
    expect(renders.underWay('beans:2')).toBeNull();
    renders.started('beans:2', page2);
    expect(renders.underWay('beans:3')).toBeNull();
    const wait = renders.underWay('beans:2')!;
    expect(await settled(wait)).toBe(false);
    renders.committed({ page: 2 }); // another render's value (an equal one) is not this one
    expect(await settled(wait)).toBe(false);
    renders.committed(page2);
    expect(await settled(wait)).toBe(true);
    expect(renders.underWay('beans:2')).toBeNull(); // committed: a later click shows the cards at once
  });

  it('a newer render lets the older one’s waiters go on; so does the list going', async () => {
    const renders = createAheadRenders<string>();
    renders.started('beans:2', 'old answer');
    const first = renders.underWay('beans:2')!;
    renders.started('beans:2', 'new answer');
    expect(await settled(first)).toBe(true);
    const second = renders.underWay('beans:2')!;
    expect(await settled(second)).toBe(false);
    renders.dispose();
    expect(await settled(second)).toBe(true);
    expect(renders.underWay('beans:2')).toBeNull();
  });
});
