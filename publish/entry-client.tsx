/**
 * The script a published page's HTML loads: small, so it costs nothing before the first paint.
 * The runtime and the hydration (publish/hydrate-page.tsx) load once the prerendered page shows.
 */
import { afterFirstPaint } from './first-paint';

afterFirstPaint(window, () => {
  import('./hydrate-page').catch((error: unknown) => console.error('[runtime] the page’s script failed to load; it shows as prerendered', error));
});
