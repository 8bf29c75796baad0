import { describe, expect, it } from 'vitest';
import { detachedLocation, type LocationService } from '../../runtime/platform/location';
import { frameLocation } from './frame-location';

/** A location service over a plain string, as the browser's would keep it. */
function addressOf(initial: string): LocationService & { current(): string } {
  let search = initial;
  return {
    ...detachedLocation,
    current: () => search,
    hash: () => '',
    replaceHash: () => undefined,
    restoreHash: () => undefined,
    pushHash: () => undefined,
    onHashChange: () => () => undefined,
    search: () => search,
    replaceSearch: (next) => void (search = next),
  };
}

describe('the frame’s address as the runtime sees it', () => {
  it('reads the visitor’s query alone, without the harness’s parameters', () => {
    const address = addressOf('?scenario=modals&sections=pay&clock=paused&pay_id=L1&h=h-lead-1&utm_source=mail');
    expect(frameLocation(address).search()).toBe('?pay_id=L1&h=h-lead-1&utm_source=mail');
    expect(frameLocation(addressOf('?scenario=shop&mode=run')).search()).toBe('');
  });

  it('clearing the query (the pay modal’s close, spec 001 §2) keeps the scenario and its settings for the next reload', () => {
    const address = addressOf('?scenario=modals&sections=pay&pay_id=L1&h=h-lead-1&pay_status=fail');
    frameLocation(address).replaceSearch('');
    expect(address.current()).toBe('?scenario=modals&sections=pay');
  });

  it('a query the runtime writes goes beside the frame’s parameters, and cannot replace them', () => {
    const address = addressOf('?scenario=forms&mode=run');
    frameLocation(address).replaceSearch('?pay_id=L1&h=h%3D%3D&scenario=shop');
    expect(address.current()).toBe('?scenario=forms&mode=run&pay_id=L1&h=h%3D%3D');
    expect(new URLSearchParams(frameLocation(address).search()).get('h')).toBe('h==');
  });
});
