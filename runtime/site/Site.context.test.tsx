// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { NO_FLAGS, type ResolvedContext } from '../core/policies';
import { Site } from './Site';

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
