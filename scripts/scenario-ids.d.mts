/** Types of scripts/scenario-ids.mjs, for the harness's server and the browser tests. */
export function scenarioIds(root?: string): string[];
