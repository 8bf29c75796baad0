// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

const COARSE = '(pointer: coarse)';
const NARROW = '(max-width: 767px)';

/** A window whose lists are live, as a browser's are: `matches` follows `state`, and a change is announced. */
function liveMedia(state: Record<string, boolean>) {
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => void listeners.set(query, (listeners.get(query) ?? new Set()).add(listener)),
    removeEventListener: (_type: 'change', listener: () => void) => void listeners.get(query)?.delete(listener),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  const change = (query: string, matches: boolean) => {
    state[query] = matches;
    for (const listener of listeners.get(query) ?? []) listener();
  };
  return { matchMedia, change, listenerCount: (query: string) => listeners.get(query)?.size ?? 0 };
}

function Probe({ query, label }: { query: string; label: string }) {
  return <p data-label={label}>{String(useMediaQuery(query, false))}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('asks the window for one list per query, however many components read it and however often they render', () => {
  const media = liveMedia({ [COARSE]: true });
  const probes = (n: number) => Array.from({ length: n }, (_, index) => <Probe key={index} query={index % 2 ? NARROW : COARSE} label={String(index)} />);
  const { container, rerender } = render(<>{probes(9)}</>);
  rerender(<>{probes(9)}</>);
  expect(container.textContent).toBe('truefalsetruefalsetruefalsetruefalsetrue');
  expect(media.matchMedia.mock.calls.map(([query]) => query).sort()).toEqual([NARROW, COARSE].sort());
});

it('follows a change of the query (the one list is live) and lets go of its listeners on unmount', () => {
  const media = liveMedia({});
  const { container, unmount } = render(
    <>
      <Probe query={NARROW} label="a" />
      <Probe query={NARROW} label="b" />
    </>,
  );
  expect(container.textContent).toBe('falsefalse');
  act(() => media.change(NARROW, true));
  expect(container.textContent).toBe('truetrue');
  expect(media.listenerCount(NARROW)).toBe(2);
  unmount();
  expect(media.listenerCount(NARROW)).toBe(0);
});

it('a new matchMedia (another window, a test that stubs it) gets lists of its own', () => {
  liveMedia({ [NARROW]: false });
  const first = render(<Probe query={NARROW} label="first" />);
  expect(first.container.textContent).toBe('false');
  first.unmount();
  const other = liveMedia({ [NARROW]: true });
  const second = render(<Probe query={NARROW} label="second" />);
  expect(second.container.textContent).toBe('true');
  expect(other.matchMedia).toHaveBeenCalledTimes(1);
});
