import { describe, expect, it } from 'vitest';
import { detachedLocation, type LocationService } from './location';
import { landingQuery, LANDING_STORAGE_KEY, recordLanding, utmFromUrl } from './landing';
import { createMemoryBackend, createStorage, type StorageBackend } from './storage';

/** A location at this query, and a site storage over a backend that counts its reads and writes. */
function visit(search: string, backend: StorageBackend = createMemoryBackend()) {
  let touched = 0;
  const counting: StorageBackend = {
    getItem: (key) => (touched++, backend.getItem(key)),
    setItem: (key, value) => (touched++, backend.setItem(key, value)),
    removeItem: (key) => (touched++, backend.removeItem(key)),
  };
  let current = search;
  const location: LocationService = { ...detachedLocation, search: () => current, replaceSearch: (next) => void (current = next) };
  return { services: { storage: createStorage('site:t:', counting), location }, touched: () => touched, backend };
}

describe('utmFromUrl', () => {
  it.each([
    ['https://a.example/?utm_source=x', { utm_source: 'x' }],
    ['?utm_term=shoes%20red&other=1', { utm_term: 'shoes red' }],
    ['utm_content=c', { utm_content: 'c' }],
    ['/path/?a=1#utm_source=hash', {}],
    ['', {}],
    ['https://a.example/', {}],
    ['?utm_source=first&utm_source=second', { utm_source: 'first' }],
  ])('%s', (url, expected) => {
    expect(utmFromUrl(url)).toEqual(expected);
  });
});

describe('the landing address (spec 002 §3 utmData; ours: kept from an arrival with utm_*)', () => {
  it('an arrival with utm_* is kept, and read after the query went (a pay modal closed it)', () => {
    const { services } = visit('?utm_source=ads&utm_term=red%20shoes');
    recordLanding(services);
    services.location.replaceSearch('');
    expect(landingQuery(services)).toBe('?utm_source=ads&utm_term=red+shoes');
    expect(utmFromUrl(landingQuery(services))).toEqual({ utm_source: 'ads', utm_term: 'red shoes' });
  });

  it('only the utm_* parameters are kept: a bill\'s pay_id and h in the same address leave no trace in the storage', () => {
    const { services, backend } = visit('?utm_source=ads&pay_id=77&h=abcd1234');
    recordLanding(services);
    expect(landingQuery(services)).toBe('?utm_source=ads');
    expect(backend.getItem(`site:t:${LANDING_STORAGE_KEY}`) ?? '').not.toContain('pay_id');
  });

  it('is read on another page of the site, and a later arrival without utm_* keeps it', () => {
    const first = visit('?utm_source=ads');
    recordLanding(first.services);
    const later = visit('?page=2', first.backend);
    recordLanding(later.services);
    expect(landingQuery(later.services)).toBe('?utm_source=ads');
  });

  it('the newest arrival with utm_* wins', () => {
    const first = visit('?utm_source=ads');
    recordLanding(first.services);
    const again = visit('?utm_source=mail', first.backend);
    recordLanding(again.services);
    expect(landingQuery(again.services)).toBe('?utm_source=mail');
  });

  it('an arrival without utm_* touches no storage; with none kept, a lead reads the address it is sent from', () => {
    const { services, touched } = visit('?q=1');
    recordLanding(services);
    expect(touched()).toBe(0);
    expect(landingQuery(services)).toBe('?q=1');
  });

  it('a kept value that is no text (another script wrote the key) is not read as the landing', () => {
    const backend = createMemoryBackend();
    backend.setItem(`site:t:${LANDING_STORAGE_KEY}`, '{"utm_source":"x"}');
    expect(landingQuery(visit('?utm_medium=cpc', backend).services)).toBe('?utm_medium=cpc');
  });
});
