/**
 * Before the first browser test, once for the run (Playwright runs it after its web servers have
 * started): the harness's server makes the backends of the published scenarios the tests open
 * (published-backend.ts says why). Made in a hook of each file, that work was counted in the first
 * test of each worker: 2–5 s, and more beside the other worker.
 */
import { warmPublishedBackends } from './published-backend';

export default async function globalSetup(): Promise<void> {
  await warmPublishedBackends(['shop', 'landing']);
}
