import { describe, expect, it } from 'vitest';
import { splitRequestUrl } from './RequestsPanel';

describe('the Requests panel reads a logged URL as path and query fields', () => {
  it('splits the query into its fields, decoded', () => {
    expect(splitRequestUrl('/api/ecommerce/products/?projectId=harbor-coffee&categoryId=beans&page=2&limit=9&q=a%20b')).toEqual({
      path: '/api/ecommerce/products/',
      query: [
        ['projectId', 'harbor-coffee'],
        ['categoryId', 'beans'],
        ['page', '2'],
        ['limit', '9'],
        ['q', 'a b'],
      ],
    });
  });

  it('has no fields for a path without a query', () => {
    expect(splitRequestUrl('/img/latte-art_800_q70.webp')).toEqual({ path: '/img/latte-art_800_q70.webp', query: [] });
  });
});
