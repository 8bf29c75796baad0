/** The scenarios' ids: the folders of scenarios/ that hold a page.json (scripts/scenario-ids.mjs, as the harness and `npm test` list them). */
import { scenarioIds } from '../../scripts/scenario-ids.mjs';

export const SCENARIO_IDS: readonly string[] = scenarioIds();
