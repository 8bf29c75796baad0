import { describe, expect, test } from 'vitest';
import { hydrationScriptFiles, withoutScripts } from './bench-published.mjs';

const html = [
  '<head><link rel="preload" as="font" href="/assets/inter.woff2" />',
  '<meta name="runtime-page-data" content="./assets/page-1a2b3c4d.json" />',
  '<script>(function afterFirstPaint(win, run, waitMs) { run(); })(window, function () { var script = document.createElement(\'script\'); script.type = \'module\'; script.src = "./assets/index-AB12.js"; document.head.appendChild(script); }, 1000);</script>',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-CD34.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-EF56.css"></head>',
  '<body><div data-published-viewport="desktop"><h1>Coffee</h1></div>',
  '</body>',
].join('\n');

describe('the published-page bench', () => {
  test('counts the entry, its modulepreloads, and the hydration chunk with what it imports; not fonts, styles or later parts', () => {
    const chunks = [
      { file: 'assets/index-AB12.js', facade: 'publish/entry-client.tsx', imports: [] },
      { file: 'assets/hydrate-page-GH78.js', facade: 'publish/hydrate-page.tsx', imports: ['assets/jsx-runtime-CD34.js', 'assets/runtime-IJ90.js'] },
      { file: 'assets/runtime-IJ90.js', imports: ['assets/jsx-runtime-CD34.js'] },
      { file: 'assets/jsx-runtime-CD34.js', imports: [] },
      { file: 'assets/Anchors-KL12.js', facade: 'runtime/widgets/anchors/Anchors.tsx', imports: ['assets/jsx-runtime-CD34.js'] },
    ];
    expect(hydrationScriptFiles(html, chunks)).toEqual(['assets/index-AB12.js', 'assets/jsx-runtime-CD34.js', 'assets/hydrate-page-GH78.js', 'assets/runtime-IJ90.js']);
  });

  test('finds the hydration chunk by the module it holds when no module is its facade (publish.mjs groups what every page hydrates with)', () => {
    const chunks = [
      { file: 'assets/index-AB12.js', facade: 'publish/entry-client.tsx', imports: [] },
      { file: 'assets/hydrate-page-GH78.js', facade: null, imports: ['assets/react-CD34.js'], modules: [{ id: 'runtime/site/Site.tsx' }, { id: 'publish/hydrate-page.tsx' }] },
      { file: 'assets/react-CD34.js', imports: [] },
      { file: 'assets/standard-parts-KL12.js', facade: null, imports: ['assets/react-CD34.js'], modules: [{ id: 'runtime/site/standard-parts.ts' }] },
    ];
    expect(hydrationScriptFiles(html.replace(/<link rel="modulepreload"[^>]*>/, ''), chunks)).toEqual(['assets/index-AB12.js', 'assets/hydrate-page-GH78.js', 'assets/react-CD34.js']);
  });

  test('the static reference keeps the page, its fonts and styles, and drops every script and script preload', () => {
    const reference = withoutScripts(html);
    expect(reference).toContain('<h1>Coffee</h1>');
    expect(reference).toContain('index-EF56.css');
    expect(reference).toContain('inter.woff2');
    expect(reference).not.toMatch(/<script|modulepreload/);
  });
});
