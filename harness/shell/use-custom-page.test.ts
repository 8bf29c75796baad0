import { describe, expect, it } from 'vitest';
import { pageSourceUrl } from './use-custom-page';

const HARNESS = 'http://localhost:5173/harness/?scenario=landing';

describe('the shell fetches a src= page only from http(s) (issue 10.5)', () => {
  it.each([
    ['/scenarios/landing/page.json', 'http://localhost:5173/scenarios/landing/page.json'],
    ['pages/x.json', 'http://localhost:5173/harness/pages/x.json'],
    ['https://example.com/page.json', 'https://example.com/page.json'],
    ['//example.com/page.json', 'http://example.com/page.json'],
    ['/\\example.com/page.json', 'http://example.com/page.json'],
    ['\\\\example.com\\page.json', 'http://example.com/page.json'],
    [' /\t/example.com/page.json', 'http://example.com/page.json'],
  ])('%j is fetched from %j, the address the shell shows', (src, expected) => {
    expect(pageSourceUrl(src, HARNESS)).toBe(expected);
  });

  it.each([['javascript:alert(1)'], ['data:application/json,{}'], ['file:///etc/passwd'], ['http://ex ample.com/page.json'], ['https://[::1/page.json'], ['mailto:a@b.c'], ['//']])(
    '%j is not fetched',
    (src) => {
      expect(pageSourceUrl(src, HARNESS)).toBeNull();
    },
  );
});
