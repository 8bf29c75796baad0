// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Background } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { ServerHtmlContext } from '../../platform/server-html';
import type { VisibilityFlags } from '../../platform/visibility';
import { drivenTracker as drivenLayerTracker } from '../../platform/driven-visibility.test-support';
import { createSiteStores } from '../../site/site-stores';
import { SectionBackground } from './SectionBackground';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const reveal: Background = {
  type: 'image',
  image: { id: 'hero-espresso', ext: 'jpg', width: 2400, height: 1600, averageColor: '#55351f', preview: 'data:image/webp;base64,UklGRg==' },
  effect: 'reveal',
};
const BELOW: VisibilityFlags = { visible: true, nearScreen: true, onScreen: false, inView: false, inFocus: false };
const ON_SCREEN: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true };
/** How many times a section is shown and taken away in the long-session test. */
const MOUNTS = 10;

/** The shared driven tracker, its reports inside act (the layer re-renders). */
function drivenTracker() {
  const driven = drivenLayerTracker();
  return { tracker: driven.tracker, report: (flags: VisibilityFlags) => act(() => driven.report(flags)) };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function setup() {
  const { tracker, report } = drivenTracker();
  const services = createDetachedServices({ visibility: tracker });
  const stores = createSiteStores();
  const tree = (hydrating: boolean) => (
    <ServerHtmlContext.Provider value={hydrating}>
      <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
        <SectionBackground background={reveal} />
      </RuntimeProvider>
    </ServerHtmlContext.Provider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  const opacity = () => container.querySelector<HTMLElement>('.rt-bg__media')!.style.opacity;
  return { tree, container, report, opacity };
}

describe('<SectionBackground> reveal', () => {
  it('in a client render, the picture is hidden until the section is first on screen, then stays', () => {
    const { tree, container, report, opacity } = setup();
    act(() => {
      root = createRoot(container);
      root.render(tree(false));
    });
    expect(opacity()).toBe('0');
    report(BELOW);
    expect(opacity()).toBe('0');
    report(ON_SCREEN);
    expect(opacity()).toBe('1');
    report(BELOW);
    expect(opacity()).toBe('1');
  });

  it('a prerendered page hydrates the shown picture without a mismatch; its script hides it only once it has seen it off screen, to fade it in', async () => {
    const { tree, container, report, opacity } = setup();
    container.innerHTML = renderToString(tree(true));
    expect(opacity()).toBe('1');
    const recoverable: unknown[] = [];
    await act(async () => void (root = hydrateRoot(container, tree(true), { onRecoverableError: (error) => recoverable.push(error) })));
    expect(recoverable).toEqual([]);
    expect(opacity()).toBe('1');
    act(() => root!.render(tree(false))); // the host says it has hydrated
    expect(opacity()).toBe('1');
    report(BELOW);
    expect(opacity()).toBe('0');
    report(ON_SCREEN);
    expect(opacity()).toBe('1');
  });

  it('a prerendered section already on screen when its script runs stays shown: the visitor has seen it', async () => {
    const { tree, container, report, opacity } = setup();
    container.innerHTML = renderToString(tree(true));
    await act(async () => void (root = hydrateRoot(container, tree(true))));
    act(() => root!.render(tree(false)));
    report(ON_SCREEN);
    expect(opacity()).toBe('1');
  });

  it('mounted again and again (a long session), it reveals each time and leaves nothing in the site’s stores', () => {
    const { tracker, report } = drivenTracker();
    const stores = createSiteStores();
    const tree = (shown: boolean) => (
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices({ visibility: tracker })} stores={stores}>
        {shown && <SectionBackground background={reveal} />}
      </RuntimeProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(tree(false));
    });
    for (let mount = 0; mount < MOUNTS; mount += 1) {
      act(() => root!.render(tree(true)));
      report(ON_SCREEN);
      expect(container.querySelector<HTMLElement>('.rt-bg__media')!.style.opacity).toBe('1');
      act(() => root!.render(tree(false)));
    }
    expect(Object.keys(stores.visibility.getState().firstSeen)).toEqual([]);
  });
});
