/**
 * Where a published page's data is. Imports nothing: the page's small entry uses it (anything the
 * entry imports statically is fetched before it runs).
 */

/**
 * The `<meta name>` whose `content` is the address of the page's data: a JSON file beside the
 * assets, named by its hash. Not inline: the HTML then fits TCP's first window (about 14 KB), and
 * the data (7 KB compressed on the landing page) comes with the runtime's code, after the first paint.
 */
export const PAGE_DATA_META = 'runtime-page-data';

/**
 * Starts fetching the page's data (the entry calls it beside its `import()` of the hydration, so
 * the two arrive together). Rejects, with the reason, when the page names no data or the host
 * answers with an error; the hydration then leaves the page as prerendered and says so. Before
 * the runtime's services exist, hence the window's own fetch.
 */
export function fetchPageData(doc: Pick<Document, 'querySelector' | 'baseURI'>, fetcher: typeof fetch): Promise<string> {
  const address = doc.querySelector(`meta[name="${PAGE_DATA_META}"]`)?.getAttribute('content');
  if (!address) return Promise.reject(new Error(`the page has no <meta name="${PAGE_DATA_META}">`));
  return fetcher(new URL(address, doc.baseURI)).then((response) => {
    if (!response.ok) throw new Error(`its file answered ${response.status}`);
    return response.text();
  });
}
