// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextVisibility, type VisibilityFlags, type VisibilityState, type VisibilityTracker } from '../platform/visibility';
import { createSiteStores } from '../site/site-stores';
import { RuntimeProvider, useVisibility } from './runtime-context';
import { createDetachedServices } from './services';

const NONE: VisibilityFlags = { visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false };
const ON_SCREEN: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: false };

/** A tracker the test drives: `show(element id, flags)` reports what an element now shows. */
function drivenTracker() {
  const watched = new Map<string, { state?: VisibilityState; onChange(state: VisibilityState): void }>();
  const tracker: VisibilityTracker = {
    observe(element, onChange) {
      const watcher = { onChange };
      watched.set(element.id, watcher);
      onChange(nextVisibility(undefined, NONE));
      return () => watched.delete(element.id);
    },
    disconnect: () => watched.clear(),
  };
  const show = (id: string, flags: VisibilityFlags) => {
    const watcher = watched.get(id)!;
    watcher.state = nextVisibility(watcher.state, flags);
    watcher.onChange(watcher.state);
  };
  return { tracker, show };
}

const renders = new Map<string, number>();
function Part({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { inView, first } = useVisibility(ref, `part:${id}`);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <div ref={ref} id={id} data-in-view={String(inView)} data-seen={String(first.onScreen)} />;
}

afterEach(() => {
  cleanup();
  renders.clear();
});

describe('useVisibility', () => {
  it('a part remounted (a mode switch) keeps what it saw before: its first-time flags outlive it', () => {
    const { tracker, show } = drivenTracker();
    const services = createDetachedServices({ visibility: tracker });
    const stores = createSiteStores();
    const site = (parts: string[]) => (
      <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
        {parts.map((id) => (
          <Part key={id} id={id} />
        ))}
      </RuntimeProvider>
    );
    const view = render(site(['a']));
    act(() => show('a', ON_SCREEN));
    act(() => show('a', NONE));
    view.rerender(site([]));
    view.rerender(site(['a']));
    const part = view.container.querySelector('#a')!;
    expect(part.getAttribute('data-in-view')).toBe('false');
    expect(part.getAttribute('data-seen')).toBe('true');
    expect(stores.visibility.getState().firstSeen['part:a']?.onScreen).toBe(true);
  });

  it("what one part sees re-renders that part only, and no part follows the store (each record would run every part's selector)", () => {
    const { tracker, show } = drivenTracker();
    const stores = createSiteStores();
    const subscribe = vi.spyOn(stores.visibility, 'subscribe');
    const ids = ['a', 'b', 'c', 'd'];
    render(
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
        {ids.map((id) => (
          <Part key={id} id={id} />
        ))}
      </RuntimeProvider>,
    );
    const before = new Map(renders);
    act(() => show('b', ON_SCREEN));
    expect(ids.map((id) => (renders.get(id) ?? 0) - (before.get(id) ?? 0))).toEqual([0, 1, 0, 0]);
    expect(stores.visibility.getState().firstSeen['part:b']?.onScreen).toBe(true);
    expect(subscribe).not.toHaveBeenCalled();
  });
});
