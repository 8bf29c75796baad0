// @vitest-environment jsdom
/**
 * The site a story runs on, as the gallery and Ladle show story after story in one page
 * (stories/support/environment.tsx `useStorySite`): its storage is the story's own, and it is let
 * go once the story has gone, so nothing of an earlier story runs on or shows in the next.
 */
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRuntimeBasics } from '../../runtime/core/runtime-context';
import { createSiteStores } from '../../runtime/site/site-stores';
import { cartStoreOf } from '../../runtime/cart/cart-store';
import { cartItem } from '../../runtime/cart/cart-item.test-support';
import { StoryEnvironmentProvider } from '../../stories/support/environment';
import { StoryRuntime } from '../../stories/support/StoryRuntime';

type ListenerCall = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => void;

/** How many resize listeners the window has now (a site's visibility tracker keeps one while it lives). */
function watchResizeListeners() {
  const live = new Set<EventListenerOrEventListenerObject>();
  const add: ListenerCall = window.addEventListener.bind(window);
  const remove: ListenerCall = window.removeEventListener.bind(window);
  const counted = (call: ListenerCall, count: (listener: EventListenerOrEventListenerObject) => void): ListenerCall => (type, listener, options) => {
    if (type === 'resize') count(listener);
    call(type, listener, options);
  };
  vi.spyOn(window, 'addEventListener').mockImplementation(counted(add, (listener) => live.add(listener)));
  vi.spyOn(window, 'removeEventListener').mockImplementation(counted(remove, (listener) => live.delete(listener)));
  return () => live.size;
}

/** A browser's observer, as the visibility tracker uses it (jsdom has none): each one's disconnect counted. */
const observersLive = new Set<object>();
class CountedObserver {
  constructor() {
    observersLive.add(this);
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    observersLive.delete(this);
  }
}

function Story({ id, children }: { id: string; children: ReactNode }) {
  return <StoryEnvironmentProvider value={{ mode: 'preview', story: id }}>{children}</StoryEnvironmentProvider>;
}

/** A story's stores whose cart has a line on its way out: the visitor set the mug to 0, and it goes in 5 s (a timer), unless the story goes first. */
function storesWithPendingRemoval() {
  const stores = createSiteStores();
  const cart = cartStoreOf(stores);
  cart.getState().add(cartItem({ id: 'mug:v1', productId: 'mug', variantId: 'v1', count: 1, price: 10, orderPrice: 10, title: 'Mug', vendorCode: '' }));
  cart.getState().setCount('mug:v1', 0);
  return stores;
}

/** Lets the task's microtasks run: a site goes once its story's unmount is not StrictMode's rehearsal. */
const settle = () => act(async () => undefined);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', CountedObserver);
});

afterEach(() => {
  cleanup();
  observersLive.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('a story’s site, as the gallery shows story after story', () => {
  it('keeps its storage apart from other stories’, and finds its own again when the story is mounted again', () => {
    const read: unknown[] = [];
    function Kept({ write }: { write?: string }) {
      const { services } = useRuntimeBasics();
      read.push(services.sessionStorage.get<unknown>('typed'));
      useEffect(() => {
        if (write) services.sessionStorage.set('typed', write);
      }, [services, write]);
      return null;
    }
    const { rerender } = render(
      <Story id="checkout/Order/ReadyToOrder" key="first">
        <StoryRuntime>
          <Kept write="Ada Lovelace" />
        </StoryRuntime>
      </Story>,
    );
    rerender(
      <Story id="checkout/Order/AddressMissing" key="second">
        <StoryRuntime>
          <Kept />
        </StoryRuntime>
      </Story>,
    );
    rerender(
      <Story id="checkout/Order/ReadyToOrder" key="third">
        <StoryRuntime>
          <Kept />
        </StoryRuntime>
      </Story>,
    );
    expect(read).toEqual([undefined, undefined, 'Ada Lovelace']);
  });

  it('is let go when its story goes: its observers and resize listener, and its shop stores’ timers', async () => {
    vi.useFakeTimers();
    const resizeListeners = watchResizeListeners();
    const stores = storesWithPendingRemoval();
    const { unmount } = render(
      <Story id="cart/Cart/Open">
        <StoryRuntime stores={stores}>{null}</StoryRuntime>
      </Story>,
    );
    expect([resizeListeners(), observersLive.size]).not.toContain(0);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    await settle();
    expect([resizeListeners(), observersLive.size, vi.getTimerCount()]).toEqual([0, 0, 0]);
  });

  it('is not let go by StrictMode’s rehearsal of an unmount: the story shown keeps its site until it goes', async () => {
    vi.useFakeTimers();
    const stores = storesWithPendingRemoval();
    const { unmount } = render(
      <StrictMode>
        <Story id="cart/Cart/Open">
          <StoryRuntime stores={stores}>{null}</StoryRuntime>
        </Story>
      </StrictMode>,
    );
    await settle();
    // StrictMode ran the story's effects' cleanups and the effects again: its cart's pending removal goes on.
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    await settle();
    expect(vi.getTimerCount()).toBe(0);
  });
});
