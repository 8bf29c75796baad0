/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  // The published runtime, the harness shell, its preview frame and the component gallery are
  // separate pages so that each loads only what it needs.
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: {
        shell: resolve(root, 'harness/index.html'),
        frame: resolve(root, 'harness/frame.html'),
        gallery: resolve(root, 'harness/gallery.html'),
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  test: {
    include: ['{runtime,harness,scenarios,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
