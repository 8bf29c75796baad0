/**
 * The sandbox's backend on a Node server: a scenario's shop data answered by the sandbox's own
 * handlers (sandbox/sandbox.ts, which the harness's frame runs in its service worker), as the
 * builder's platform answers a published page. `npm run serve -- <folder> --sandbox <scenario>`
 * and the harness's "As published" view (harness/published-pages.ts) answer a published page's
 * API requests with it.
 */
import { resolve } from 'node:path';

/** The runtime's API paths (runtime/platform/api-paths.ts): what the backend answers. */
export const API_PATH = /^\/(?:api|mod)\//;

const projectRoot = resolve(import.meta.dirname, '..');

/**
 * Answers a fetch Request with the scenario's sandbox, or undefined when no handler does. The
 * TypeScript modules are loaded through Vite, which is then closed: the handlers keep what they loaded.
 */
export async function scenarioBackend(id) {
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: false, root: projectRoot, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null }, optimizeDeps: { noDiscovery: true, include: [] } });
  try {
    const { SCENARIOS } = await vite.ssrLoadModule('/scenarios/index.ts');
    const { createSandbox } = await vite.ssrLoadModule('/sandbox/sandbox.ts');
    // The demo bills join every scenario's backend, as the frame's (the shell's pay links open them).
    const { withDemoBills } = await vite.ssrLoadModule('/scenarios/pay-bills.ts');
    const { loadPage } = await vite.ssrLoadModule('/runtime/page/parse-page.ts');
    const scenario = SCENARIOS.find((entry) => entry.id === id);
    if (!scenario) throw new Error(`no scenario ${id} (scenarios/index.ts lists ${SCENARIOS.map((entry) => entry.id).join(', ')})`);
    const { page, seed } = await scenario.load();
    // Orders are checked by the published page's shop settings (its preorders), as the platform holds them for it.
    const loaded = loadPage(page);
    const sandbox = createSandbox({ ...withDemoBills(seed), ...(loaded.ok ? { ecommerce: loaded.settings.ecommerce } : {}) });
    const { getResponse } = await import('msw');
    return (request) => getResponse(sandbox.handlers, request);
  } finally {
    await vite.close();
  }
}

/** A Node request (HTTP/1.1, or HTTP/2's compatibility API) as a fetch Request, its body read. */
export async function fetchRequestOf(request, origin) {
  const headers = new Headers(Object.entries(request.headers).filter(([name, value]) => !name.startsWith(':') && value !== undefined).map(([name, value]) => [name, String(value)]));
  const parts = [];
  for await (const part of request) parts.push(part);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(parts);
  return new Request(new URL(request.url ?? '/', origin), { method: request.method, headers, body });
}

/** Sends a fetch Response as the answer to a Node request; never cached. */
export async function sendFetchResponse(request, response, answered) {
  const body = Buffer.from(await answered.arrayBuffer());
  const headers = Object.fromEntries([...answered.headers].filter(([name]) => name !== 'content-length' && name !== 'content-encoding'));
  response.writeHead(answered.status, { ...headers, 'content-length': String(body.length), 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}
