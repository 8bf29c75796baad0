// @vitest-environment jsdom
/**
 * The shell's state in the browser's history: another page (scenario, custom page, published folder)
 * is a step Back returns from, a switch in place is not, and the frame's own navigation adds none.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Shell } from './Shell';
import { useShellState } from './use-shell-state';

const startAddress = location.href;

/** The hook's state shown, and two switches: the mode (in place) and the scenario (another page). */
function StateProbe() {
  const [state, setState] = useShellState();
  return (
    <>
      <output aria-label="shown">{`${state.scenario} ${state.mode}`}</output>
      <button type="button" onClick={() => setState((current) => ({ ...current, mode: 'preview' }))}>
        Preview
      </button>
      <button type="button" onClick={() => setState((current) => ({ ...current, scenario: 'shop' }))}>
        Shop
      </button>
    </>
  );
}

const shown = () => screen.getByLabelText('shown').textContent;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
});

afterEach(() => {
  cleanup();
  history.replaceState(null, '', startAddress);
});

describe('the shell’s state in the browser’s history', () => {
  it('a mode switch rewrites the current step; another scenario is a new one, and Back and Forward restore each', async () => {
    history.replaceState(null, '', '?scenario=landing&mode=run');
    render(<StateProbe />);
    const steps = history.length;

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(new URLSearchParams(location.search).get('mode')).toBe('preview');
    expect(history.length).toBe(steps);

    fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
    expect(new URLSearchParams(location.search).get('scenario')).toBe('shop');
    expect(history.length).toBe(steps + 1);

    act(() => history.back());
    await waitFor(() => expect(shown()).toBe('landing preview'));
    expect(new URLSearchParams(location.search).get('scenario')).toBe('landing');
    // Restoring a step pushes none: Forward is still there.
    expect(history.length).toBe(steps + 1);

    act(() => history.forward());
    await waitFor(() => expect(shown()).toBe('shop preview'));
  });

  it('another scenario loads in a new frame, not the same frame sent to a new address (a step of its own in the history)', () => {
    history.replaceState(null, '', '?scenario=landing');
    render(<Shell />);
    const first = document.querySelector('iframe#preview');
    fireEvent.change(screen.getByRole('combobox', { name: 'Scenario' }), { target: { value: 'shop' } });
    const second = document.querySelector('iframe#preview');
    expect(new URL(second?.getAttribute('src') ?? '', location.href).searchParams.get('scenario')).toBe('shop');
    expect(second).not.toBe(first);
    expect(first?.isConnected).toBe(false);
  });
});
