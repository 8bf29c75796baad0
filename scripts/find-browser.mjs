/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then Playwright's own download, then a
 * Chromium or Chrome on the PATH (Debian's `chromium` package). Prints how to get one otherwise.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const HOW_TO_GET_A_BROWSER = [
  'No Chromium found for the browser tests. Any one of these fixes it:',
  '  - Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
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

/** The executable to launch, or null when Playwright's own browser is used (no path needed) or none exists. */
export async function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: 'CHROMIUM_PATH' } : null;
  const bundled = await playwrightChromium();
  if (bundled) return { path: bundled, source: 'Playwright' };
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    const path = onPath(name);
    if (path) return { path, source: 'PATH' };
  }
  return null;
}
