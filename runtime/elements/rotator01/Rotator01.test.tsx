// @vitest-environment jsdom
import { act } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeFlags } from '../../core/policies';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { Rotator01Schema } from '../../page/page-schema';
import { drivenTracker } from '../../platform/driven-visibility.test-support';
import type { VisibilityFlags } from '../../platform/visibility';
import { createSiteStores } from '../../site/site-stores';
import { Rotator01, ROTATOR_CARET_BLINK_MS } from './Rotator01';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(cleanup);

const ON_SCREEN: VisibilityFlags = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true };
const TYPING = Rotator01Schema.parse({ id: 'r1', type: 'rotator01', data: { items: ['Fresh coffee', 'Warm bread'], animation: 'typing' } });

/** A typing rotator on screen; `renderWith` renders it, or renders it again, under these flags. */
function typingRotator() {
  const { tracker, report } = drivenTracker();
  const services = createDetachedServices({ visibility: tracker });
  const stores = createSiteStores();
  let view: RenderResult | null = null;
  const renderWith = (flags: Partial<RuntimeFlags>) =>
    act(() => {
      const ui = (
        <RuntimeProvider mode="run" viewport="desktop" flags={flags} services={services} stores={stores}>
          <Rotator01 element={TYPING} />
        </RuntimeProvider>
      );
      if (view) view.rerender(ui);
      else view = render(ui);
    });
  const shown = () => document.querySelector('[data-rotator-text]')?.textContent;
  const running = () => document.querySelector<HTMLElement>('.rt-rotator-box')?.dataset.running;
  const caretHidden = () => document.querySelector('.rt-rotator__typed')?.hasAttribute('data-caret-hidden');
  return { renderWith, onScreen: () => act(() => report(ON_SCREEN)), offScreen: () => act(() => report(OFF_SCREEN)), shown, running, caretHidden };
}

const OFF_SCREEN: VisibilityFlags = { visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false };
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('rotator01 in a capture render (policy captureRender: nothing animates)', () => {
  it('a visitor on screen sees it type, from the first letter', () => {
    const { renderWith, onScreen, shown, running } = typingRotator();
    renderWith({});
    onScreen();
    expect(shown()).toBe('F');
    expect(running()).toBe('true');
  });

  it.each(['screenshot', 'criticalCss', 'bot'] as const)('with the %s flag it shows the first item whole and still, on screen', (flag) => {
    const { renderWith, onScreen, shown, running } = typingRotator();
    renderWith({ [flag]: true });
    onScreen();
    expect(shown()).toBe('Fresh coffee');
    expect(running()).toBeUndefined();
  });

  it('a capture that starts mid-typing shows the first item whole, not the half-typed text; it types again once the capture ends', () => {
    const { renderWith, onScreen, shown } = typingRotator();
    renderWith({});
    onScreen();
    expect(shown()).toBe('F');
    renderWith({ screenshot: true });
    expect(shown()).toBe('Fresh coffee');
    renderWith({});
    expect(shown()).toBe('F');
  });
});

describe('rotator01 typing: the caret blinks by the clock, only while it plays', () => {
  it(`on screen it is hidden for half of each ${ROTATOR_CARET_BLINK_MS} ms and shown for the other half`, () => {
    vi.useFakeTimers();
    const { renderWith, onScreen, caretHidden } = typingRotator();
    renderWith({});
    onScreen();
    expect(caretHidden()).toBe(false);
    pass(ROTATOR_CARET_BLINK_MS / 2 - 1);
    expect(caretHidden()).toBe(false);
    pass(1);
    expect(caretHidden()).toBe(true);
    pass(ROTATOR_CARET_BLINK_MS / 2);
    expect(caretHidden()).toBe(false);
    pass(ROTATOR_CARET_BLINK_MS * 3 + ROTATOR_CARET_BLINK_MS / 2);
    expect(caretHidden()).toBe(true);
  });

  it('off the screen it stands still, shown, and no blink is left waiting on the clock', () => {
    vi.useFakeTimers();
    const { renderWith, onScreen, offScreen, caretHidden } = typingRotator();
    renderWith({});
    onScreen();
    pass(ROTATOR_CARET_BLINK_MS / 2);
    expect(caretHidden()).toBe(true);
    offScreen();
    expect(caretHidden()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    pass(ROTATOR_CARET_BLINK_MS * 2);
    expect(caretHidden()).toBe(false);
  });

  it.each([
    ['reduced motion', { reducedMotion: true }],
    ['a capture', { screenshot: true }],
  ] as const)('with %s it never blinks', (_name, flags) => {
    vi.useFakeTimers();
    const { renderWith, onScreen, caretHidden } = typingRotator();
    renderWith(flags);
    onScreen();
    for (let step = 0; step < 4; step += 1) {
      pass(ROTATOR_CARET_BLINK_MS / 2);
      expect(caretHidden()).toBe(false);
    }
  });
});
