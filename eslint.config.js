import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Browser APIs newer than the published runtime's browser target (Vite's default build target:
 * Chrome 111, Edge 111, Firefox 114, Safari 16.4), refused in the runtime and the published page
 * (this rule is merged into the side-effect rule below, since a file takes one list of properties).
 */
const tooNewForTheBrowserTarget = [
  {
    object: 'URL',
    property: 'canParse',
    message: "Chrome 120, Firefox 115, Safari 17: it throws on the older browsers the runtime targets; use runtime/safety/parse-url.ts's parseUrl",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'build', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'shots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['public/sandbox-worker.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  layers(),
  ...sideEffectsThroughServices(),
  // The published page's own script: what the runtime may not call there, it may not call either.
  { files: ['publish/**/*.{ts,tsx}'], ignores: ['publish/**/*.test.{ts,tsx}'], rules: { 'no-restricted-properties': ['error', ...tooNewForTheBrowserTarget] } },
  // zustand's hook renders the server's HTML from a store's first state, not the state the site set
  // up as it rendered; a hydrating page then re-renders synchronously (runtime/platform/use-store.ts).
  // lucide's icons by their own modules: its index imports every icon, so the publish step's chunk
  // groups (scripts/publish.mjs), which follow imports, put every icon the runtime uses anywhere
  // (the date picker's, the cart's) in the standard parts' file that every page loads.
  {
    files: ['runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', importNames: ['useStore'], message: "use runtime/platform/use-store.ts's useStore" },
            { name: 'lucide-react', allowTypeImports: true, message: "import each icon from its own module, 'lucide-react/icons/<name>'" },
          ],
        },
      ],
    },
  },
);

/**
 * In the runtime, side effects go through services (core/services.ts) so stories, tests and the
 * harness can swap them: no raw network, storage, address or timers. The service files that
 * implement them are the exceptions, each for what it wraps.
 */
function sideEffectsThroughServices() {
  const banned = {
    fetch: 'use the request service (services.request)',
    XMLHttpRequest: 'use the request or upload service (services.request, services.upload)',
    localStorage: 'use the storage service (services.storage)',
    sessionStorage: 'use the storage service (services.sessionStorage)',
    location: 'use the location service (services.location) or services.navigate',
    history: 'use the location service (services.location)',
    setTimeout: "use the site's clock (services.clock)",
    setInterval: "use the site's clock (services.clock)",
  };
  const rules = (allowed = []) => {
    const names = Object.keys(banned).filter((name) => !allowed.includes(name));
    return {
      'no-restricted-globals': ['error', ...names.map((name) => ({ name, message: banned[name] }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self', 'document', 'win'].flatMap((object) => names.map((property) => ({ object, property, message: banned[property] }))),
        ...tooNewForTheBrowserTarget,
      ],
    };
  };
  return [
    { files: ['runtime/**/*.{ts,tsx}'], ignores: ['runtime/**/*.test.{ts,tsx}'], rules: rules() },
    { files: ['runtime/core/clock.ts'], rules: rules(['setTimeout', 'setInterval']) },
    { files: ['runtime/core/services.ts'], rules: rules(['fetch', 'XMLHttpRequest', 'localStorage', 'sessionStorage', 'location']) },
    { files: ['runtime/platform/location.ts'], rules: rules(['location', 'history']) },
    { files: ['runtime/platform/request.ts'], rules: rules(['fetch', 'XMLHttpRequest', 'location']) },
    { files: ['runtime/platform/deadline-timers.ts'], rules: rules(['setTimeout']) },
  ];
}

/**
 * The layers (README, "Architecture"): a folder imports only from folders below it. Runtime
 * rooms, top to bottom; then the folders around the runtime. The domains (catalogue, cart, checkout…) are
 * entered through their index.ts (or model.ts, the vocabulary without components). Unit tests (`*.test.ts[x]`) may also import any runtime file,
 * the sandbox, the scenarios and the test support files: they mount whole sites on fixture
 * data, and ship nowhere.
 */
function layers() {
  const runtimeRooms = ['site', 'blocks', 'catalogue', 'cart', 'checkout', 'forms', 'captcha', 'pay', 'fields', 'elements', 'widgets', 'media', 'parts', 'core', 'platform', 'page', 'safety'];
  const below = (room) => runtimeRooms.slice(runtimeRooms.indexOf(room) + 1);
  const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
  const runtime = ['runtime', ...runtimeRooms];
  const domains = ['catalogue', 'cart', 'checkout', 'forms', 'captcha', 'pay', 'fields'];
  const outside = {
    sandbox: [...runtime],
    scenarios: ['sandbox', ...runtime],
    stories: ['scenarios', 'sandbox', ...runtime],
    harness: ['stories', 'scenarios', 'sandbox', ...runtime],
    // The published page: the runtime alone, as visitors get it.
    publish: [...runtime],
    bench: ['harness', 'scenarios', 'sandbox', ...runtime],
    // The browser tests read the published page's own constants (its waits) as they test it.
    tests: ['harness', 'publish', 'scenarios', 'sandbox', ...runtime],
  };
  return {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        ...runtimeRooms.map((room) => ({ type: room, pattern: `runtime/${room}` })),
        // runtime/index.ts (the published API) and the page-level files beside it: the very top.
        { type: 'runtime', pattern: 'runtime' },
        ...Object.keys(outside).map((folder) => ({ type: folder, pattern: folder })),
      ],
      'boundaries/files': [{ category: 'unit-test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { from: { element: { type: 'runtime' } }, disallow: { to: { element: { types: { anyOf: Object.keys(outside) } } } } },
            ...runtimeRooms.map((room) => ({
              from: { element: { type: room } },
              disallow: { to: { element: { types: { anyOf: [...Object.keys(outside), 'runtime', ...runtimeRooms.filter((r) => r !== room && !below(room).includes(r))] } } } },
            })),
            ...Object.entries(outside).map(([folder, allowed]) => ({
              from: { element: { type: folder } },
              disallow: to(...Object.keys(outside).filter((f) => f !== folder && !allowed.includes(f))),
            })),
            // A domain is entered through its index.ts, or its model.ts (its vocabulary without components,
            // for a part that needs only the words); the stores factory (site/) may also take its store module.
            ...domains.map((domain) => ({
              from: { element: { types: { anyOf: runtime.filter((room) => room !== domain) } } },
              disallow: { to: { element: { type: domain, fileInternalPath: '!{index.ts,model.ts,*.css}' } } },
            })),
            ...domains.map((domain) => ({
              from: { element: { type: 'site' } },
              allow: { to: { element: { type: domain, fileInternalPath: '*-store.ts' } } },
            })),
            { from: { file: { categories: 'unit-test' } }, allow: to('sandbox', 'scenarios', 'tests', ...runtime) },
          ],
        },
      ],
    },
  };
}
