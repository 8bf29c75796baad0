import { describe, expect, it, vi } from 'vitest';
import { fetchPageData, PAGE_DATA_META } from './page-data';

function page(address: string | null) {
  return {
    baseURI: 'https://shop.example/coffee/index.html',
    querySelector: (selector: string) => (selector === `meta[name="${PAGE_DATA_META}"]` && address !== null ? ({ getAttribute: (name: string) => (name === 'content' ? address : null) } as unknown as Element) : null),
  };
}

describe('the page’s data file', () => {
  it('is fetched from the address the page names, relative to the page', async () => {
    const fetcher = vi.fn(async () => new Response('{"page":{}}', { status: 200 }));
    await expect(fetchPageData(page('./assets/page-1a2b3c4d.json'), fetcher)).resolves.toBe('{"page":{}}');
    expect(fetcher).toHaveBeenCalledWith(new URL('https://shop.example/coffee/assets/page-1a2b3c4d.json'));
  });

  it('rejects with the reason when the host answers with an error, or the page names none', async () => {
    const missing = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(fetchPageData(page('./assets/page-1a2b3c4d.json'), missing)).rejects.toThrow('its file answered 404');
    const never = vi.fn(async () => new Response(''));
    await expect(fetchPageData(page(null), never)).rejects.toThrow(`the page has no <meta name="${PAGE_DATA_META}">`);
    expect(never).not.toHaveBeenCalled();
  });
});
