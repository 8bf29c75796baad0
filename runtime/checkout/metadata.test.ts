import { describe, expect, it, vi } from 'vitest';
import { METADATA_PATH } from '../platform/api-paths';
import { RequestError, type RequestFunction } from '../platform/request';
import { listedValue, loadMetadata, METADATA_FILTER, readMetadataAnswer } from './metadata';

describe('the metadata answer (spec 001 §7)', () => {
  it('reads countries and states as value and title', () => {
    expect(readMetadataAnswer({ status: true, country: [{ value: 'US', title: 'United States' }], state: [{ value: 'CA', title: 'California' }] })).toEqual({
      countries: [{ value: 'US', title: 'United States' }],
      states: [{ value: 'CA', title: 'California' }],
    });
  });

  it('leaves out broken entries and repeats; states may be missing', () => {
    expect(readMetadataAnswer({ country: [{ value: 'DE', title: ' Germany ' }, { value: '', title: 'x' }, { title: 'no value' }, 'FR', { value: 'DE', title: 'again' }, { value: 7, title: 'numbered' }] })).toEqual({
      countries: [
        { value: 'DE', title: 'Germany' },
        { value: '7', title: 'numbered' },
      ],
      states: [],
    });
  });

  it('an answer without countries is unreadable', () => {
    expect(readMetadataAnswer({ status: true, state: [{ value: 'CA', title: 'California' }] })).toBeNull();
    expect(readMetadataAnswer([])).toBeNull();
    expect(readMetadataAnswer(null)).toBeNull();
  });
});

describe('loadMetadata', () => {
  it('GETs the metadata path with the filter and the language', async () => {
    const request = vi.fn(async () => ({ country: [{ value: 'RU', title: 'Россия' }] }));
    await expect(loadMetadata(request as RequestFunction, 'ru')).resolves.toEqual({ countries: [{ value: 'RU', title: 'Россия' }], states: [] });
    expect(request).toHaveBeenCalledWith(METADATA_PATH, expect.objectContaining({ method: 'GET', data: { filter: METADATA_FILTER, language: 'ru' } }));
    expect(METADATA_FILTER).toBe('country,state');
  });

  it('an unreadable answer is a parse error; a failed call stays its error', async () => {
    await expect(loadMetadata((async () => ({ status: true })) as RequestFunction, 'en')).rejects.toMatchObject({ kind: 'parse' });
    const refused = new RequestError('server', 'HTTP 500', { status: 500 });
    await expect(loadMetadata((async () => Promise.reject(refused)) as RequestFunction, 'en')).rejects.toBe(refused);
  });
});

describe('listedValue: the option a typed text names (a country or state typed while the list could not load)', () => {
  const states = [
    { value: 'OR', title: 'Oregon' },
    { value: 'WA', title: 'Washington' },
    { value: 'DC', title: 'District of Columbia' },
  ];

  it('its code or its title, in any case, the spaces around it aside; a code before a title', () => {
    expect(['OR', 'or', ' Oregon ', 'OREGON', 'oregon'].map((text) => listedValue(states, text))).toEqual(['OR', 'OR', 'OR', 'OR', 'OR']);
    expect(listedValue(states, 'district of columbia')).toBe('DC');
    expect(listedValue([{ value: 'WA', title: 'Washington' }, { value: 'DC', title: 'wa' }], 'wa')).toBe('WA');
  });

  it('none for text that names nothing, part of a name, or nothing at all', () => {
    expect([listedValue(states, 'Cascadia'), listedValue(states, 'Ore'), listedValue(states, '  '), listedValue([], 'OR')]).toEqual([null, null, null, null]);
  });
});
