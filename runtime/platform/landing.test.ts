import { describe, expect, it, vi } from 'vitest';
import { detachedLocation, type LocationService } from './location';
import { LANDING_KEPT_MS, landingQuery, LANDING_STORAGE_KEY, recordLanding, utmFromUrl } from './landing';
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

  it('a kept value of another shape (another script wrote the key) is not read as the landing, and goes', () => {
    const backend = createMemoryBackend();
    backend.setItem(`site:t:${LANDING_STORAGE_KEY}`, '{"utm_source":"x"}');
    expect(landingQuery(visit('?utm_medium=cpc', backend).services)).toBe('?utm_medium=cpc');
    expect(backend.getItem(`site:t:${LANDING_STORAGE_KEY}`)).toBeNull();
  });

  it(`is kept ${LANDING_KEPT_MS / 86_400_000} days from the arrival, then goes: a lead sent later reads its own address`, () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const arrival = visit('?utm_source=mail&utm_term=ann%40example.com');
    recordLanding(arrival.services);
    vi.setSystemTime(Date.now() + LANDING_KEPT_MS);
    const lastDay = visit('?q=1', arrival.backend);
    expect(landingQuery(lastDay.services)).toBe('?utm_source=mail&utm_term=ann%40example.com');
    vi.setSystemTime(Date.now() + 1);
    const after = visit('?q=2', arrival.backend);
    expect(landingQuery(after.services)).toBe('?q=2');
    // Gone from the storage: the next visitor of a shared computer finds no campaign's parameters.
    expect(arrival.backend.getItem(`site:t:${LANDING_STORAGE_KEY}`)).toBeNull();
  });

  it('one from the future (the clock set back since the arrival) is not read and goes: its age is not known', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const arrival = visit('?utm_source=mail');
    recordLanding(arrival.services);
    vi.setSystemTime(Date.now() - 60_000);
    expect(landingQuery(visit('?q=1', arrival.backend).services)).toBe('?q=1');
    expect(arrival.backend.getItem(`site:t:${LANDING_STORAGE_KEY}`)).toBeNull();
  });

  it('an older version\'s landing, a bare query of no known age, is not read and goes', () => {
    const backend = createMemoryBackend();
    backend.setItem(`site:t:${LANDING_STORAGE_KEY}`, JSON.stringify('?utm_source=ads'));
    expect(landingQuery(visit('?q=1', backend).services)).toBe('?q=1');
    expect(backend.getItem(`site:t:${LANDING_STORAGE_KEY}`)).toBeNull();
  });
});
