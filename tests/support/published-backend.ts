import { request } from '@playwright/test';

/** The harness's server, as playwright.config.ts starts it. */
const HARNESS_ORIGIN = `http://localhost:${Number(process.env.HARNESS_PORT ?? 4173)}`;

/**
 * Has the harness's server make the backends of these published scenarios before the tests run
 * (global-setup.ts, once for the run).
 * It answers a published scenario's API requests (load-more, a pay link's bill) from the scenario's
 * shop data with a backend it makes on the scenario's first request (harness/published-pages.ts):
 * the sandbox's modules loaded through Vite, 1.5–5 s on two loaded cores (measured), which the first
 * test to ask then waited out inside its 7 s for the cards or the bill to show. A read of the shop's
 * products, with the page's address as its Referer, as the page's own requests carry it, makes it.
 * The answer does not matter (a page without a shop answers 404; a backend that failed to start is
 * made again at the next request, the test's own, which then says what went wrong).
 */
export async function warmPublishedBackends(scenarios: readonly string[]): Promise<void> {
  const api = await request.newContext({ baseURL: HARNESS_ORIGIN });
  try {
    for (const scenario of scenarios) {
      await api.get('/api/ecommerce/products/?projectId=harbor-coffee&categoryId=beans&page=1&limit=1', { headers: { referer: `${HARNESS_ORIGIN}/published/${scenario}/` } });
    }
  } finally {
    await api.dispose();
  }
}
