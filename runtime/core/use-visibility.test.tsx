// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextVisibility, type VisibilityFlags, type VisibilityState, type VisibilityTracker } from '../platform/visibility';
import { createSiteStores } from '../site/site-stores';
import { OffScreenHoldContext, RuntimeProvider, useFirstNearScreen, useVisibility } from './runtime-context';
import { createDetachedServices } from './services';

const NONE: VisibilityFlags = { visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false };
const ON_SCREEN: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: false };

/**
 * A tracker the test drives: `show(element id, flags)` reports what an element now shows;
 * `bringNear(element id)` tells a part waiting for the screen (useFirstNearScreen) that it is near.
 */
function drivenTracker() {
  const watched = new Map<string, { state?: VisibilityState; onChange(state: VisibilityState): void }>();
  const waitingForNear = new Map<string, () => void>();
  const tracker: VisibilityTracker = {
    observe(element, onChange) {
      const watcher = { onChange };
      watched.set(element.id, watcher);
      onChange(nextVisibility(undefined, NONE));
      return () => watched.delete(element.id);
    },
    whenNearScreen(element, onNear) {
      waitingForNear.set(element.id, onNear);
      return () => waitingForNear.delete(element.id);
    },
    whenPrinted: () => () => undefined,
    disconnect: () => {
      watched.clear();
      waitingForNear.clear();
    },
  };
  const show = (id: string, flags: VisibilityFlags) => {
    const watcher = watched.get(id)!;
    watcher.state = nextVisibility(watcher.state, flags);
    watcher.onChange(watcher.state);
  };
  const bringNear = (id: string) => {
    const onNear = waitingForNear.get(id)!;
    waitingForNear.delete(id);
    onNear();
  };
  return { tracker, show, bringNear, waitingForNear };
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

function LazyPart({ id }: { id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useFirstNearScreen(ref, `lazy:${id}`);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <div ref={ref} id={id} data-near={String(near)} />;
}

describe('useFirstNearScreen', () => {
  const site = (tracker: VisibilityTracker, stores: ReturnType<typeof createSiteStores>, parts: string[]) => (
    <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
      {parts.map((id) => (
        <LazyPart key={id} id={id} />
      ))}
    </RuntimeProvider>
  );

  it('is false until the part comes near the screen, then true; the tracker stops watching it', () => {
    const { tracker, bringNear, waitingForNear } = drivenTracker();
    const stores = createSiteStores();
    const view = render(site(tracker, stores, ['a', 'b']));
    const near = (id: string) => view.container.querySelector(`#${id}`)!.getAttribute('data-near');
    expect([near('a'), near('b')]).toEqual(['false', 'false']);
    expect([...waitingForNear.keys()].sort()).toEqual(['a', 'b']);
    act(() => bringNear('a'));
    expect([near('a'), near('b')]).toEqual(['true', 'false']);
    expect([...waitingForNear.keys()]).toEqual(['b']);
    expect(stores.visibility.getState().firstSeen['lazy:a']).toEqual({ visible: true, nearScreen: true, onScreen: false, inView: false, inFocus: false });
  });

  it('a part remounted after it was near (a mode switch) is near at once, without watching again', () => {
    const { tracker, bringNear, waitingForNear } = drivenTracker();
    const stores = createSiteStores();
    const view = render(site(tracker, stores, ['a']));
    act(() => bringNear('a'));
    view.rerender(site(tracker, stores, []));
    view.rerender(site(tracker, stores, ['a']));
    expect(view.container.querySelector('#a')!.getAttribute('data-near')).toBe('true');
    expect(waitingForNear.size).toBe(0);
  });

  it('a part whose id changes (a list shown for another category) waits again under its new id', () => {
    const { tracker, bringNear, waitingForNear } = drivenTracker();
    const stores = createSiteStores();
    function Renamed({ partId }: { partId: string }) {
      const ref = useRef<HTMLDivElement>(null);
      return <div ref={ref} id="renamed" data-near={String(useFirstNearScreen(ref, partId))} />;
    }
    const site = (partId: string) => (
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
        <Renamed partId={partId} />
      </RuntimeProvider>
    );
    const view = render(site('list:beans'));
    act(() => bringNear('renamed'));
    const near = () => view.container.querySelector('#renamed')!.getAttribute('data-near');
    expect(near()).toBe('true');
    view.rerender(site('list:gear'));
    expect(near()).toBe('false');
    expect(waitingForNear.has('renamed')).toBe(true);
    view.rerender(site('list:beans')); // seen before under this id
    expect(near()).toBe('true');
  });

  it('a part with no lasting id (null) waits for the screen like any other, and records nothing for a later mount', () => {
    const { tracker, bringNear, waitingForNear } = drivenTracker();
    const stores = createSiteStores();
    function Anonymous() {
      const ref = useRef<HTMLDivElement>(null);
      return <div ref={ref} id="anonymous" data-near={String(useFirstNearScreen(ref, null))} />;
    }
    const site = (shown: boolean) => (
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
        {shown && <Anonymous />}
      </RuntimeProvider>
    );
    const view = render(site(true));
    const near = () => view.container.querySelector('#anonymous')!.getAttribute('data-near');
    expect(near()).toBe('false');
    act(() => bringNear('anonymous'));
    expect(near()).toBe('true');
    view.rerender(site(false));
    view.rerender(site(true));
    expect(near()).toBe('false');
    expect(waitingForNear.has('anonymous')).toBe(true);
    expect(stores.visibility.getState().firstSeen).toEqual({});
  });

  it('onNear runs in the report itself, before the part renders it; not again, nor for a part near before this mount', async () => {
    const { tracker, bringNear } = drivenTracker();
    const stores = createSiteStores();
    const heard: string[] = [];
    function Asking({ label }: { label: string }) {
      const ref = useRef<HTMLDivElement>(null);
      const near = useFirstNearScreen(ref, 'navigation:beans', () => heard.push(`${label}, shown near: ${ref.current?.getAttribute('data-near')}`));
      return <div ref={ref} id="asking" data-near={String(near)} />;
    }
    const site = (label: string | null) => (
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
        {label && <Asking label={label} />}
      </RuntimeProvider>
    );
    const view = render(site('first'));
    // The latest render's callback: the one a render since the part began waiting gave.
    view.rerender(site('second'));
    // Outside act: React renders the report later, so the callback sees the part as it was.
    bringNear('asking');
    expect(heard).toEqual(['second, shown near: false']);
    await vi.waitFor(() => expect(view.container.querySelector('#asking')!.getAttribute('data-near')).toBe('true'));
    view.rerender(site(null));
    view.rerender(site('third'));
    expect(heard).toEqual(['second, shown near: false']);
  });

  it('an unmounted part stops waiting', () => {
    const { tracker, waitingForNear } = drivenTracker();
    const view = render(site(tracker, createSiteStores(), ['a']));
    expect(waitingForNear.has('a')).toBe(true);
    view.unmount();
    expect(waitingForNear.size).toBe(0);
  });
});

describe('OffScreenHoldContext', () => {
  it('a part rendered ahead of being shown is neither watched nor near the screen until it is shown, then both as usual', () => {
    const { tracker, show, bringNear, waitingForNear } = drivenTracker();
    const stores = createSiteStores();
    const observe = vi.spyOn(tracker, 'observe');
    const site = (held: boolean) => (
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
        <OffScreenHoldContext value={held}>
          <Part id="card" />
          <LazyPart id="photo" />
        </OffScreenHoldContext>
      </RuntimeProvider>
    );
    const view = render(site(true));
    expect(observe).not.toHaveBeenCalled();
    expect(waitingForNear.has('photo')).toBe(false);
    expect(view.container.querySelector('#photo')!.getAttribute('data-near')).toBe('false');

    view.rerender(site(false));
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => show('card', ON_SCREEN));
    act(() => bringNear('photo'));
    expect(view.container.querySelector('#card')!.getAttribute('data-in-view')).toBe('true');
    expect(view.container.querySelector('#photo')!.getAttribute('data-near')).toBe('true');
  });
});
