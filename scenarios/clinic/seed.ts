import type { SandboxSeed } from '../../sandbox/sandbox';

/** The clinic's page has no catalogue; the sandbox still answers product calls with an empty shop. */
export const clinicSeed: SandboxSeed = { projectId: 'northside-dental', products: [], categories: [] };
