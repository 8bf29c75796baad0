import type { SandboxSeed } from '../../sandbox/sandbox';

/** The gallery's backend data; stories that need products bring the catalogue issue's seed. */
export const galleryProducts: SandboxSeed = { projectId: 'gallery', products: [], categories: [] };
