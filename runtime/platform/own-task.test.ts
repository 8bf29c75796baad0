import { describe, expect, it } from 'vitest';
import { inOwnTask } from './own-task';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('inOwnTask', () => {
  it('runs each piece of work later, in a task of its own, in the order asked', async () => {
    const ran: string[] = [];
    inOwnTask(() => ran.push('first'));
    inOwnTask(() => {
      ran.push('second');
      // Work queued in this task's microtasks runs before the next piece of work: each is a task.
      void Promise.resolve().then(() => ran.push('after second'));
    });
    inOwnTask(() => ran.push('third'));
    expect(ran).toEqual([]);
    await Promise.resolve();
    expect(ran).toEqual([]);
    await nextTask();
    await nextTask();
    expect(ran).toEqual(['first', 'second', 'after second', 'third']);
  });

  it('cancelled before its turn, the work never runs', async () => {
    const ran: string[] = [];
    const cancel = inOwnTask(() => ran.push('cancelled'));
    inOwnTask(() => ran.push('kept'));
    cancel();
    await nextTask();
    await nextTask();
    expect(ran).toEqual(['kept']);
  });
});
