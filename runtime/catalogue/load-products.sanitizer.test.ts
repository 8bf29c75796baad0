// @vitest-environment jsdom
// own process: it starts as a published page does, before any DOMPurify has loaded; the checks load once per module (safety/server-data-checks.ts), and in a worker shared with files that loaded them they count as loaded while its prepared table has set the sanitiser aside.
import { describe, expect, it, vi } from 'vitest';
import { productAnswer } from '../../sandbox/sandbox';
import { TEST_PROJECT_ID, TEST_SEED } from '../../scenarios/test-seed';
import type { RequestFunction } from '../platform/request';
import { installPreparedOwnerHtml, ownerTextToHtml } from '../safety/text';
import { createCatalogueStore, listKey } from './catalogue-store';
import { loadListPage } from './load-products';

describe('products a load brings, on a published page (its own texts prepared, no DOMPurify in its script)', () => {
  it('install DOMPurify before they are stored, so their descriptions render as sanitised markup', async () => {
    // As a published page starts: its prepared table, and no sanitiser (markup would show escaped).
    installPreparedOwnerHtml({});
    const hostile = '<p>Single origin <b>Kenya</b><img src="x" onerror="alert(1)"></p>';
    expect(ownerTextToHtml(hostile)).toContain('&lt;b&gt;');
    const [first] = TEST_SEED.products;
    const answer = { products: [{ ...productAnswer(first!), description: hostile }], total: 1 };
    const request: RequestFunction = <T,>() => Promise.resolve(answer as T);
    const store = createCatalogueStore();
    const key = listKey('s', 'beans');
    store.getState().initList(key, { ids: [], count: 1, perPage: 9 });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(await loadListPage({ store, request, log, key, query: { projectId: TEST_PROJECT_ID, categoryId: 'beans', page: 1, limit: 9 }, mode: 'append' })).toBe('loaded');
    const stored = store.getState().products[first!.id]!;
    const html = ownerTextToHtml(stored.description ?? '');
    expect(html).toContain('<b>Kenya</b>');
    expect(html).not.toContain('onerror');
    expect(log.warn).not.toHaveBeenCalled();
  });
});
