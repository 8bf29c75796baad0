/**
 * The scenarios' ids: the folders of scenarios/ that hold a page.json. One list for every runtime
 * that needs it: `npm test` and `npm run shots` (Node scripts), the harness's server (Vite's config)
 * and the browser tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..');

/** The ids, in the folder's order; `root` is the project's root (this one unless given). */
export function scenarioIds(root = projectRoot) {
  const folder = join(root, 'scenarios');
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'page.json')))
    .map((entry) => entry.name);
}
