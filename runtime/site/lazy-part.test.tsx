// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, lazyPart } from './lazy-part';

afterEach(cleanup);

/** An import the test settles by hand. */
function manualImport() {
  let settle!: { resolve: (component: () => ReactNode) => void; reject: (error: Error) => void };
  const load = vi.fn(() => new Promise<() => ReactNode>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>part failed</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('suspends until its code is there, then renders it, with no hooks warning from React (its development build)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, settle } = manualImport();
    const part = lazyPart(load);
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <part.component />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => settle().resolve(() => <p>the part</p>));
    expect(await screen.findByText('the part')).toBeTruthy();
    // React's development build checks how use() is called; it must have nothing to say.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/use\(\)/);
    errors.mockRestore();
  });

  it('a failed import reaches the error boundary once, without importing again at every render; a later preload tries again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, settle } = manualImport();
    const part = lazyPart(load);
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <part.component />
          </Suspense>
        </Boundary>,
      );
    });
    await act(async () => settle().reject(new Error('chunk missing')));
    expect(await screen.findByText('part failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    void part.preload().catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});

describe('lazyModule', () => {
  it('parts of one module share one import; once it has loaded, each renders at once, without suspending', async () => {
    let settle!: (module: { First: () => ReactNode; Second: () => ReactNode }) => void;
    const load = vi.fn(() => new Promise<{ First: () => ReactNode; Second: () => ReactNode }>((resolve) => (settle = resolve)));
    const module = lazyModule(load);
    const first = module.part(({ First }) => First);
    const second = module.part(({ Second }) => Second);
    // One preload for all: a page that uses both asks once (pagePartPreloads keeps one of each).
    expect(first.preload).toBe(second.preload);
    const loading = first.preload();
    expect(second.preload()).toBe(loading);
    settle({ First: () => <p>first part</p>, Second: () => <p>second part</p> });
    await loading;
    expect(load).toHaveBeenCalledTimes(1);
    // Rendered synchronously (no act() to wait in): no fallback, both parts there at once.
    render(
      <Suspense fallback={<p>loading</p>}>
        <first.component />
        <second.component />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('first part')).toBeTruthy();
    expect(screen.getByText('second part')).toBeTruthy();
  });
});
