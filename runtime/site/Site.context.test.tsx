// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { NO_FLAGS, type ResolvedContext } from '../core/policies';
import { Site } from './Site';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

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

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.unstubAllGlobals();
});

function mount(props: Partial<Parameters<typeof Site>[0]>, onContext: (context: ResolvedContext) => void) {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root!.render(<Site page={page} mode="preview" onContext={onContext} {...props} />));
}

describe('<Site onContext>: the context the site resolved', () => {
  it('reports the viewport from the real width and the system reduced motion, joined into the flag', () => {
    stubMediaQueries({ mobile: true, reducedMotion: true });
    const reports: ResolvedContext[] = [];
    mount({ mode: 'admin', flags: { bot: true } }, (context) => reports.push(context));
    expect(reports.at(-1)).toEqual({ mode: 'admin', viewport: 'mobile', flags: { ...NO_FLAGS, bot: true, reducedMotion: true }, systemReducedMotion: true });
  });

  it('reports again on a mode switch; without the system setting only the flag counts', () => {
    stubMediaQueries({ mobile: false, reducedMotion: false });
    const reports: ResolvedContext[] = [];
    mount({ mode: 'run' }, (context) => reports.push(context));
    expect(reports.at(-1)).toEqual({ mode: 'run', viewport: 'desktop', flags: NO_FLAGS, systemReducedMotion: false });
    act(() => root!.render(<Site page={page} mode="admin" flags={{ reducedMotion: true }} onContext={(context) => reports.push(context)} />));
    expect(reports.at(-1)).toEqual({ mode: 'admin', viewport: 'desktop', flags: { ...NO_FLAGS, reducedMotion: true }, systemReducedMotion: false });
  });
});
