import type { SandboxSeed } from '../../sandbox/sandbox';

/** The forms page sends leads; a payment form's lead adds its own bill (sandbox/leads.ts). */
export const formsSeed: SandboxSeed = { projectId: 'harbor-forms', products: [], categories: [] };
