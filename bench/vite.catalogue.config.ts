/**
 * Build of the catalogue bench page alone (bench/catalogue-page.html), for `npm run bench`:
 * the project's Vite config with one input and an output folder of its own, so it does not touch `dist`.
 *   npx vite build --config bench/vite.catalogue.config.ts
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import base from '../vite.config.ts';

const root = resolve(import.meta.dirname, '..');
export default defineConfig({
  ...base,
  root,
  build: {
    ...base.build,
    outDir: resolve(root, 'dist-bench-catalogue'), // `npm run bench` passes --outDir, a folder of its run
    emptyOutDir: true,
    rollupOptions: { input: { catalogue: resolve(root, 'bench/catalogue-page.html') } },
  },
});
