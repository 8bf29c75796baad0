import type { SandboxSeed } from '../../sandbox/sandbox';

/** The landing page has no catalogue; the sandbox still answers product calls with an empty shop. */
export const landingSeed: SandboxSeed = { projectId: 'harbor-coffee', products: [], categories: [] };
