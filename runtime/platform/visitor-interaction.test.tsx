// @vitest-environment jsdom
// own process: it checks the one watcher a window gets, which lives in this module; in a worker shared with files that moved a pointer over the same window, the watcher had heard it already.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVisitorInteraction, useVisitorInteracted, VISITOR_INTERACTION_EVENTS, visitorInteraction } from './visitor-interaction';

afterEach(cleanup);

/** A window of its own (jsdom's document makes one per test file; an EventTarget is all this needs). */
function fakeWindow(): Window {
  return new EventTarget() as unknown as Window;
}

/** Tasks on demand: the callbacks wait until `run()`. */
function heldTasks() {
  const waiting: (() => void)[] = [];
  return { later: (callback: () => void) => void waiting.push(callback), run: () => waiting.splice(0).forEach((callback) => callback()) };
}
const atOnce = (callback: () => void) => callback();

describe('createVisitorInteraction', () => {
  it('is false until the first of its events, then true for good, calling back once', () => {
    for (const type of VISITOR_INTERACTION_EVENTS) {
      const win = fakeWindow();
      const interaction = createVisitorInteraction(win, atOnce);
      const callback = vi.fn();
      interaction.subscribe(callback);
      expect(interaction.happened()).toBe(false);
      win.dispatchEvent(new Event(type));
      expect(interaction.happened()).toBe(true);
      win.dispatchEvent(new Event(type));
      expect(callback).toHaveBeenCalledTimes(1);
    }
  });

  it('what waits hears of it in a task of its own, once the interaction\'s events are handled', () => {
    const win = fakeWindow();
    const tasks = heldTasks();
    const interaction = createVisitorInteraction(win, tasks.later);
    const callback = vi.fn();
    interaction.subscribe(callback);
    win.dispatchEvent(new Event('pointerdown'));
    win.dispatchEvent(new Event('click'));
    expect(interaction.happened()).toBe(false);
    expect(callback).not.toHaveBeenCalled();
    tasks.run();
    expect(interaction.happened()).toBe(true);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a scroll is not an interaction (scripts and the page\'s hash scroll too)', () => {
    const win = fakeWindow();
    const interaction = createVisitorInteraction(win, atOnce);
    win.dispatchEvent(new Event('scroll'));
    win.dispatchEvent(new Event('resize'));
    expect(interaction.happened()).toBe(false);
  });

  it('stops listening after the first, and an unsubscribed callback is not called', () => {
    const win = fakeWindow();
    const remove = vi.spyOn(win, 'removeEventListener');
    const interaction = createVisitorInteraction(win, atOnce);
    const gone = vi.fn();
    interaction.subscribe(gone)();
    win.dispatchEvent(new Event('keydown'));
    expect(gone).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledTimes(VISITOR_INTERACTION_EVENTS.length);
    // Subscribing afterwards: nothing will come, and nothing is kept.
    const late = vi.fn();
    interaction.subscribe(late)();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('useVisitorInteracted', () => {
  function Probe() {
    return <p>{useVisitorInteracted() ? 'interacted' : 'waiting'}</p>;
  }

  it('one watcher per window; the hook re-renders at the first interaction, a task later', async () => {
    expect(visitorInteraction()).toBe(visitorInteraction());
    const view = render(<Probe />);
    expect(view.container.textContent).toBe('waiting');
    act(() => void window.dispatchEvent(new Event('pointermove')));
    expect(view.container.textContent).toBe('waiting');
    await waitFor(() => expect(view.container.textContent).toBe('interacted'));
  });

  it('renders false on the server', () => {
    expect(renderToString(<Probe />)).toContain('waiting');
  });
});
