// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { ServerHtmlContext } from './server-html';
import { useStoreOnceHydrated } from './use-store';

/** A store this browser filled from what it kept (three lines), where the server knows none. */
const keptStore = () => createStore<{ lines: number }>()(() => ({ lines: 3 }));
const lines = (state: { lines: number }) => state.lines;

function Lines({ store }: { store: ReturnType<typeof keptStore> }) {
  return <p>{`lines:${useStoreOnceHydrated(store, lines, 0)}`}</p>;
}

const site = (store: ReturnType<typeof keptStore>, hydrating: boolean) => (
  <ServerHtmlContext.Provider value={hydrating}>
    <Lines store={store} />
  </ServerHtmlContext.Provider>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a store value the browser kept, read once hydrated', () => {
  it('the server writes the server value, whatever the store holds', () => {
    expect(renderToString(site(keptStore(), true))).toContain('lines:0');
  });

  it('a hydrating client reads the server value (no mismatch), then the store once the host hands over, and follows it', async () => {
    const store = keptStore();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(site(keptStore(), true));
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, site(store, true), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe('lines:0');
    // A change while hydrating waits for the hand-over too.
    act(() => store.setState({ lines: 4 }));
    expect(container.textContent).toBe('lines:0');
    act(() => root!.render(site(store, false)));
    expect(container.textContent).toBe('lines:4');
    act(() => store.setState({ lines: 5 }));
    expect(container.textContent).toBe('lines:5');
    expect(recoverable).toEqual([]);
  });

  it('a client render reads the store at once', () => {
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(site(keptStore(), false));
    });
    expect(container.textContent).toBe('lines:3');
  });
});
