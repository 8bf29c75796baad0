/**
 * The sandbox's code (MSW and its handlers, about half a megabyte) as a chunk of its own, loaded
 * beside a page's own code instead of before it.
 */
import type { BrowserSandbox } from './browser';
import type { SandboxSeed } from './sandbox';

export type StartSandbox = (seed: SandboxSeed) => Promise<BrowserSandbox>;

/** Loads the sandbox's code and the media originals; the result starts a sandbox on a seed. */
export async function loadSandbox(): Promise<StartSandbox> {
  const [{ startBrowserSandbox }, { imageOriginals, videoOriginals }] = await Promise.all([import('./browser'), import('./image-originals')]);
  return (seed) => startBrowserSandbox(seed, { imageOriginals, videoOriginals });
}

/**
 * Starts a sandbox without holding up the page: for pages whose first requests need no sandbox
 * (the gallery's stories ask it for media only, which the harness server serves itself until the
 * worker listens). A sandbox that fails to start is logged; the page goes on.
 */
export function startSandboxInBackground(seed: SandboxSeed): void {
  loadSandbox()
    .then((start) => start(seed))
    .catch((error: unknown) => console.error('[sandbox] did not start', error));
}
