/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then Playwright's own download, then
 * Debian's headless shell (`chromium-headless-shell`), then a Chromium or Chrome on the PATH
 * (Debian's `chromium` package). Prints how to get one otherwise.
 *
 * The headless shell is what Playwright itself runs headless tests in: the old headless mode,
 * without the full browser's UI layers. Measured here on 41 component tests, one worker: 28.4 s
 * and 14 s of CPU, against 33.1 s and 18.5 s in the full `chromium` (whose `--headless` is the new,
 * full-browser mode). On two cores the CPU is what the suite waits for.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const HOW_TO_GET_A_BROWSER = [
  'No Chromium found for the browser tests. Any one of these fixes it:',
  '  - Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell  (or chromium)',
  '  - where downloads are allowed:  npx playwright install chromium',
  '  - or point at an installed Chrome/Chromium:  CHROMIUM_PATH=/path/to/chrome npm test',
].join('\n');

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function onPath(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Debian's wrapper script runs this without `exec`: launched directly, closing the browser closes it. */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The executable to launch, or null when none exists. `headlessShell: false` skips the headless
 * shell, for a caller that needs the full browser (Lighthouse's throttled runs).
 */
export async function findBrowser({ headlessShell = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'CHROMIUM_PATH' } : null;
  const bundled = await playwrightChromium();
  if (bundled) return { path: bundled, source: 'Playwright' };
  if (headlessShell) {
    if (existsSync(DEBIAN_HEADLESS_SHELL)) return { path: DEBIAN_HEADLESS_SHELL, source: 'Debian chromium-headless-shell' };
    const shell = onPath('chromium-headless-shell');
    if (shell) return { path: shell, source: 'PATH' };
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const path = onPath(name);
    if (path) return { path, source: 'PATH' };
  }
  return null;
}
