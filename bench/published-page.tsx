/** What a published page runs: the runtime alone, no harness, no sandbox. Measured by `npm run bench`. */
import { createRoot } from 'react-dom/client';
import { createBrowserServices, createSiteStores, loadPage, preloadPageFonts, Site } from '../runtime';

preloadPageFonts(document);

const loaded = loadPage(document.getElementById('page-json')?.textContent ?? '');
if (loaded.ok) {
  const services = createBrowserServices(window, 'published');
  createRoot(document.getElementById('site')!).render(<Site page={loaded} mode="run" services={services} stores={createSiteStores(services.storage, services.clock)} />);
}
