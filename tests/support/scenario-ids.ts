/** The scenarios' ids: the folders of scenarios/ that hold a page.json (the harness and `npm test` list them so too). */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const SCENARIOS_FOLDER = resolve(import.meta.dirname, '../../scenarios');

export const SCENARIO_IDS: readonly string[] = readdirSync(SCENARIOS_FOLDER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(SCENARIOS_FOLDER, entry.name, 'page.json')))
  .map((entry) => entry.name);
