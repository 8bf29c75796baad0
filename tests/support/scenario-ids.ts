/** The scenarios' ids: the folders of scenarios/ that hold a page.json (scripts/scenario-ids.mjs, as the harness and `npm test` list them). */
import { scenarioIds } from '../../scripts/scenario-ids.mjs';

export const SCENARIO_IDS: readonly string[] = scenarioIds();

/**
 * The largest scenario pages, whose checks get tests of their own where the others share one: the
 * shop's admin and preview axe checks took 13.4 s in one test while a second test run shared the
 * machine, and its published page beside its frame, both checked by axe, 8.1 s (10.9 s in a whole
 * run with only the published page checked: that check has its own test too).
 */
export const LARGEST_SCENARIOS: readonly string[] = ['shop'];
// A renamed scenario must not quietly go back to sharing a test.
for (const id of LARGEST_SCENARIOS) if (!SCENARIO_IDS.includes(id)) throw new Error(`no scenario "${id}" in scenarios/`);
