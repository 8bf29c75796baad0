/**
 * Starts the sandbox in a browser page (harness frame, component gallery, Ladle's provider) with
 * MSW's service worker.
 */
import { setupWorker } from 'msw/browser';
import { createSandbox, type Sandbox, type SandboxOptions, type SandboxSeed } from './sandbox.ts';

export interface BrowserSandbox extends Sandbox {
  stop(): void;
}

export async function startBrowserSandbox(seed: SandboxSeed, options: SandboxOptions = {}): Promise<BrowserSandbox> {
  const sandbox = createSandbox(seed, options);
  const worker = setupWorker(...sandbox.handlers);
  // Attached before start, so the very first requests of the page are logged too.
  const detach = sandbox.attach(worker.events);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return {
    ...sandbox,
    stop() {
      detach();
      worker.stop();
    },
  };
}
