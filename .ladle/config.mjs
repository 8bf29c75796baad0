/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  // Ladle bundles its own Vite; give it a config of its own rather than the project's Vite 8 one.
  viteConfig: '.ladle/vite.config.mjs',
  // Ladle stubs msw out unless this is on; the sandbox backend (sandbox/) is MSW handlers.
  addons: { msw: { enabled: true } },
  port: 61000,
};
