import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from '../runtime/platform/request';
import { loadMetadata } from '../runtime/checkout/metadata';
import { METADATA_PATH } from '../runtime/platform/api-paths';
import { modalsSeed } from '../scenarios/modals/seed';
import { createSandbox } from './sandbox';

const sandbox = createSandbox(modalsSeed);
const server = setupServer(...sandbox.handlers);
const request = createRequest({ fetch: (input, init) => fetch(new URL(String(input), 'http://localhost'), init) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('sandbox metadata endpoint, read by the checkout', () => {
  it('countries and all 50 US states plus DC, in English, sorted by title', async () => {
    const metadata = await loadMetadata(request, 'en');
    expect(metadata.states).toHaveLength(51);
    expect(metadata.states[0]).toEqual({ value: 'AL', title: 'Alabama' });
    expect(metadata.states).toContainEqual({ value: 'DC', title: 'District of Columbia' });
    const codes = metadata.countries.map((country) => country.value);
    for (const code of ['RU', 'US', 'GB', 'DE', 'FR']) expect(codes).toContain(code);
    expect(metadata.countries.map((country) => country.title)).toEqual([...metadata.countries.map((country) => country.title)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('in Russian', async () => {
    const metadata = await loadMetadata(request, 'ru');
    expect(metadata.countries).toContainEqual({ value: 'DE', title: 'Германия' });
    expect(metadata.states).toContainEqual({ value: 'NY', title: 'Нью-Йорк' });
  });

  it('only the lists the filter names; a filter it does not know is refused', async () => {
    expect(await request(METADATA_PATH, { method: 'GET', data: { filter: 'country', language: 'en' } })).not.toHaveProperty('state');
    await expect(request(METADATA_PATH, { method: 'GET', data: { filter: 'country,planet', language: 'en' } })).rejects.toMatchObject({ kind: 'violations', fieldErrors: { filter: expect.stringContaining('planet') } });
    await expect(request(METADATA_PATH, { method: 'GET', data: { language: 'en' } })).rejects.toMatchObject({ kind: 'violations' });
  });

  it('a failing endpoint (fault) fails the load', async () => {
    sandbox.faults.set({ match: METADATA_PATH, status: 500, times: 1 });
    await expect(loadMetadata(request, 'en')).rejects.toMatchObject({ kind: 'server' });
  });
});
