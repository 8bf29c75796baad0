// @vitest-environment jsdom
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { ServerHtmlContext, useInServerHtml } from './server-html';
import { useMediaQuery } from './use-media-query';
import { useStore } from './use-store';

const WIDE = '(min-width: 768px)';

/** A window whose media query matches (the server rendered as if it did not). */
function matchingMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === WIDE, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

function Probe() {
  const wide = useMediaQuery(WIDE, false);
  const inServerHtml = useInServerHtml();
  return <p>{`wide:${wide} server-html:${inServerHtml}`}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Hydrates the server's HTML of `<Probe>` with the host's `hydrating` flag, and lets the host change it. */
async function hydrateProbe(hydrating: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerHtmlContext.Provider value>
      <Probe />
    </ServerHtmlContext.Provider>,
  );
  document.body.append(container);
  const recoverable: unknown[] = [];
  const probe = (value: boolean) => (
    <ServerHtmlContext.Provider value={value}>
      <Probe />
    </ServerHtmlContext.Provider>
  );
  await act(async () => {
    root = hydrateRoot(container, probe(hydrating), { onRecoverableError: (error) => recoverable.push(error) });
  });
  // The host says it has hydrated (or not) by rendering again.
  return { container, recoverable, setHydrating: (value: boolean) => act(() => root!.render(probe(value))) };
}

describe('values the server rendered with, while the client hydrates', () => {
  it('the server writes the server values', () => {
    expect(renderToString(<Probe />)).toContain('wide:false server-html:true');
  });

  it('a hydrating client reads them too, then its own once the host says it has hydrated', async () => {
    matchingMedia();
    const { container, recoverable, setHydrating } = await hydrateProbe(true);
    expect(container.textContent).toBe('wide:false server-html:true');
    await setHydrating(false);
    expect(container.textContent).toBe('wide:true server-html:false');
    expect(recoverable).toEqual([]);
  });

  it('a client render reads the window at once', () => {
    matchingMedia();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Probe />);
    });
    // Not hydrating (the context's default): no server values, no fallback HTML.
    expect(container.textContent).toBe('wide:true server-html:false');
  });
});

describe('a site store read by the parts', () => {
  it('the server writes the state the site set up as it rendered, not the state the store was created with', () => {
    const store = createStore<{ known: string[] }>()(() => ({ known: [] }));
    function Reader() {
      return <p>{useStore(store, (state) => state.known.length)} known</p>;
    }
    function SiteLike() {
      useState(() => store.setState({ known: ['hours', 'menu'] }));
      return <Reader />;
    }
    expect(renderToString(<SiteLike />)).toContain('2<!-- --> known');
  });
});
