/**
 * The sandbox's code (MSW and its handlers, about half a megabyte) as a chunk of its own, loaded
 * beside a page's own code instead of before it.
 */
import type { BrowserSandbox } from '../sandbox/browser';
import type { SandboxSeed } from '../sandbox/sandbox';

type StartSandbox = (seed: SandboxSeed) => Promise<BrowserSandbox>;

/** Loads the sandbox's code and the media originals; the result starts a sandbox on a seed. */
export async function loadSandbox(): Promise<StartSandbox> {
  const [{ startBrowserSandbox }, { imageOriginals, videoOriginals }] = await Promise.all([import('../sandbox/browser'), import('../scenarios/image-originals')]);
  return (seed) => startBrowserSandbox(seed, { imageOriginals, videoOriginals });
}
