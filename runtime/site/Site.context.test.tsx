// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { NO_FLAGS, type ResolvedContext } from '../core/policies';
import { Site } from './Site';
import { DEFAULT_REGISTRY, preloadStandardParts } from './registry';

const page = loadPage({ settings: { title: 'Context' }, sections: [] }) as LoadedPage;

/** A window whose media queries answer as given: width as a mobile or desktop one, and the system's reduced motion. */
function stubMediaQueries(answers: { mobile: boolean; reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? answers.reducedMotion : query.includes('max-width') ? answers.mobile : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// The FREE block's code loads on demand (registry.ts); rendered at once, as the harness frame does after its preload.
beforeAll(preloadStandardParts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<Site onContext>: the context the site resolved', () => {
  it('reports the viewport from the real width and the system reduced motion, joined into the flag', () => {
    stubMediaQueries({ mobile: true, reducedMotion: true });
    const reports: ResolvedContext[] = [];
    render(<Site page={page} mode="admin" flags={{ bot: true }} onContext={(context) => reports.push(context)} />);
    expect(reports.at(-1)).toEqual({ mode: 'admin', viewport: 'mobile', flags: { ...NO_FLAGS, bot: true, reducedMotion: true }, systemReducedMotion: true });
  });

  it('reports again on a mode switch; without the system setting only the flag counts', () => {
    stubMediaQueries({ mobile: false, reducedMotion: false });
    const reports: ResolvedContext[] = [];
    const { rerender } = render(<Site page={page} mode="run" onContext={(context) => reports.push(context)} />);
    expect(reports.at(-1)).toEqual({ mode: 'run', viewport: 'desktop', flags: NO_FLAGS, systemReducedMotion: false });
    rerender(<Site page={page} mode="admin" flags={{ reducedMotion: true }} onContext={(context) => reports.push(context)} />);
    expect(reports.at(-1)).toEqual({ mode: 'admin', viewport: 'desktop', flags: { ...NO_FLAGS, reducedMotion: true }, systemReducedMotion: false });
  });
});

describe('<Site> rendered again with the same page', () => {
  it('re-renders no part when what it resolves is the same (a published page handing its viewport to the window after hydration)', () => {
    stubMediaQueries({ mobile: false, reducedMotion: false });
    const renders = vi.fn();
    const registry = { ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, hr01: { component: () => (renders(), <hr />), implemented: true } } };
    const withRule = loadPage({ settings: { title: 'Rule' }, sections: [{ id: 's1', type: 'FREE', elements: [{ id: 'rule', type: 'hr01', data: {} }] }] }) as LoadedPage;
    const { rerender } = render(<Site page={withRule} mode="run" viewport="desktop" registry={registry} />);
    const first = renders.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    // The window is a desktop one: the viewport resolves the same, so nothing of the page renders again.
    rerender(<Site page={withRule} mode="run" registry={registry} />);
    expect(renders).toHaveBeenCalledTimes(first);
    // A mode switch does reach the parts.
    rerender(<Site page={withRule} mode="admin" registry={registry} />);
    expect(renders.mock.calls.length).toBeGreaterThan(first);
  });
});

describe('<Site> starting the code of its on-demand parts', () => {
  const withRule = loadPage({ settings: { title: 'Rule' }, sections: [{ id: 's1', type: 'FREE', elements: [{ id: 'rule', type: 'hr01', data: {} }] }] }) as LoadedPage;
  const registryWithPreload = (preload: () => Promise<unknown>) => ({ ...DEFAULT_REGISTRY, elements: { ...DEFAULT_REGISTRY.elements, hr01: { component: () => <hr />, implemented: true, preload } } });

  it('in a client render, as it renders', () => {
    stubMediaQueries({ mobile: false, reducedMotion: false });
    const preload = vi.fn(() => Promise.resolve());
    render(<Site page={withRule} mode="run" viewport="desktop" registry={registryWithPreload(preload)} />);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('while hydrating, not at all: its host starts them before hydrating (publish/hydrate-page.tsx), since a click before the page has hydrated renders the root inside the click', () => {
    stubMediaQueries({ mobile: false, reducedMotion: false });
    const preload = vi.fn(() => Promise.resolve());
    render(<Site page={withRule} mode="run" viewport="desktop" hydrating registry={registryWithPreload(preload)} />);
    expect(preload).not.toHaveBeenCalled();
  });
});
