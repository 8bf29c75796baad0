import type { SandboxSeed } from '../../sandbox/sandbox';

/** The modals page has no catalogue; the sandbox still answers product calls with an empty shop. */
export const modalsSeed: SandboxSeed = { projectId: 'harbor-coffee', products: [], categories: [] };
