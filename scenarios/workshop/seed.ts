import type { SandboxSeed } from '../../sandbox/sandbox';

/** The workshop's page has no catalogue; the sandbox still answers product calls with an empty shop. */
export const workshopSeed: SandboxSeed = { projectId: 'spitsa-bikes', products: [], categories: [] };
