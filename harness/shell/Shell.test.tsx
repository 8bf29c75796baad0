// @vitest-environment jsdom
/**
 * The sandbox shell in a browser that refuses storage (cookies blocked for the site: Chrome throws
 * a SecurityError from the `localStorage` getter). The runtime keeps its storage in memory then;
 * the shell must open all the same, or QA cannot see that very case (runtime/platform/storage.ts storageArea).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePageText } from '../url-state';
import { Shell } from './Shell';

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');
const startAddress = location.href;
const CUSTOM = JSON.stringify({ sections: [{ id: 'custom', type: 'FREE', elements: [] }] });

/** What Chrome does with cookies blocked for the site: reading the property throws. */
function refuseStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
  });
}

const frameAddresses = () => [...document.querySelectorAll('iframe')].map((frame) => new URL(frame.getAttribute('src') ?? '', location.href).searchParams);

beforeEach(() => {
  // Stubbed per test (restored after it): jsdom has none, and one left on the shared window would
  // never report a size to the files that run after this one in the worker.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    unobserve() {}
    disconnect() {}
  });
  refuseStorage();
});

afterEach(() => {
  cleanup();
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
  history.replaceState(null, '', startAddress);
});

describe('the sandbox shell in a browser that refuses storage', () => {
  it('opens on the scenario’s page in its preview frame', () => {
    history.replaceState(null, '', '?scenario=landing');
    render(<Shell />);
    const [address] = frameAddresses();
    expect(document.querySelector('iframe#preview')).not.toBeNull();
    expect(address?.get('scenario')).toBe('landing');
    expect(address?.has('page') || address?.has('saved')).toBe(false);
  });

  it('shows a pasted page in every frame of the matrix, carried by the address', () => {
    history.replaceState(null, '', `?scenario=landing&view=matrix&page=${encodePageText(CUSTOM)}`);
    render(<Shell />);
    const addresses = frameAddresses();
    expect(addresses.length).toBeGreaterThan(1);
    expect(addresses.map((address) => address.get('page'))).toEqual(addresses.map(() => encodePageText(CUSTOM)));
  });

  it('says a saved= link’s page is not in this browser, rather than fail', () => {
    history.replaceState(null, '', '?scenario=landing&saved=p1x2y3');
    render(<Shell />);
    expect(screen.getByRole('alert').textContent).toContain('The pasted page "p1x2y3" is not saved in this browser');
  });
});
