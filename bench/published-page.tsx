/** What a published page runs: the runtime alone, no harness, no sandbox. Measured by `npm run bench`. */
import { createRoot } from 'react-dom/client';
import { createBrowserServices, createSiteStores, loadPage, preloadPageFonts, Site } from '../runtime';

preloadPageFonts(document);

const loaded = loadPage(document.getElementById('page-json')?.textContent ?? '');
if (loaded.ok) {
  createRoot(document.getElementById('site')!).render(
    <Site page={loaded} mode="run" services={createBrowserServices(window, 'published')} stores={createSiteStores()} />,
  );
}
