/**
 * For the unit tests of a cart on a site (the cart's, checkout's): a registry whose CART is the
 * widget itself, a turn of the fake clock and the code the open cart needs, loaded up front; their
 * cart lines come from cart/cart-item.test-support.ts. Here in site/, the room that puts the domains
 * together (the registry), which the cart's own room may not import.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { Widget } from '../page/page-schema';
import { CartWidget, preloadCartOverlay } from '../cart';
import { DEFAULT_REGISTRY } from './registry';

/** The default registry with the CART widget itself, not its lazy chunk, so that nothing suspends; its lines are not refreshed from the shop. */
export const CART_REGISTRY = { ...DEFAULT_REGISTRY, widgets: { ...DEFAULT_REGISTRY.widgets, CART: { component: ({ widget }: { widget: Widget }) => <CartWidget widget={widget} loadProducts={null} />, implemented: true } } };

/** Lets what is due now on the fake clock run, and the promises it resolves, inside act. */
export const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

/**
 * For a file's beforeAll: the code an open cart and its order form need, loaded before the tests
 * open the cart at once (the overlay's and form01's); and jsdom's missing CSS.escape, which every
 * browser has (the shipping list finds its active method with it).
 */
export async function preloadOpenCartCode(): Promise<void> {
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (text: string) => text };
  await preloadCartOverlay();
  await import('../forms');
}

/** A test file's hooks for a cart on a site: the open cart's code loaded once, each test on fake timers, its tree unmounted after. */
export function eachCartSiteTestOnFakeTimers(): void {
  beforeAll(preloadOpenCartCode);
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
