/**
 * The named colours of a published page's script (publish/named-colours.ts), in the colour check's
 * place of the full list as scripts/publish.mjs puts them: the colour check answers with the names
 * the page's data lists exactly as the server did with them all.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The colour check and the page's named colours, as a page's script starts with them: none known. */
async function freshScript() {
  vi.resetModules();
  // Anew each time: the mock registry outlives resetModules.
  vi.doMock('../runtime/safety/named-colours', () => import('./named-colours'));
  const colour = await import('../runtime/safety/colour');
  const names = await import('./named-colours');
  return { colour, names };
}

type Script = Awaited<ReturnType<typeof freshScript>>;

/** Every string of a value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What the colour check says of each text. */
function answers({ colour }: Script, texts: readonly string[]) {
  return texts.map((text) => [text, colour.colourKind(text), colour.safeColour(text), colour.safeFill(text), colour.colourChannels(text)]);
}

const scenarioPage = (id: string) => readFileSync(new URL(`../scenarios/${id}/page.json`, import.meta.url), 'utf8');

const CHECKED_SCENARIOS = ['workshop', 'clinic', 'landing'] as const;

describe('a published page’s named colours', () => {
  let script: Script;
  /** The pages as the server loads them (every name known), loaded once: the runtime is a large graph to evaluate again. */
  const loadedPages = new Map<string, unknown>();
  beforeAll(async () => {
    const server = await freshScript();
    await server.names.loadAllNamedColours();
    const { loadPage } = await import('../runtime');
    for (const scenario of CHECKED_SCENARIOS) {
      const loaded = loadPage(scenarioPage(scenario));
      if (!loaded.ok) throw new Error(`the ${scenario} page cannot be read`);
      loadedPages.set(scenario, loaded);
    }
  });
  beforeEach(async () => {
    script = await freshScript();
  });

  it('knows none until the page installs its own, then those', () => {
    expect(script.colour.isColour('darkorange')).toBe(false);
    script.names.installPageColours({ darkorange: [255, 140, 0] });
    expect(script.colour.isColour('DarkOrange')).toBe(true);
    expect(script.colour.colourChannels('darkorange')).toEqual({ r: 255, g: 140, b: 0, a: 1 });
    expect(script.colour.isColour('teal')).toBe(false);
    // Keywords that are not named colours, hex and rgb need no list.
    expect(['transparent', 'currentColor', '#fff', 'rgb(1, 2, 3)'].every(script.colour.isColour)).toBe(true);
  });

  it('knows every name once the full list has loaded (server data the page did not carry), keeping its own', async () => {
    script.names.installPageColours({ darkorange: [255, 140, 0] });
    await script.names.loadAllNamedColours();
    expect(script.colour.isColour('rebeccapurple')).toBe(true);
    expect(script.colour.isColour('darkorange')).toBe(true);
  });

  it.each(CHECKED_SCENARIOS)('%s: with the names its data lists, every text of the page is judged as the server judged it with them all', async (scenario) => {
    const loaded = loadedPages.get(scenario);
    const texts = [...new Set(stringsOf(loaded))];
    // The server's view: every name known. Its list of the page's names comes from that view.
    await script.names.loadAllNamedColours();
    const server = answers(script, texts);
    const { namedColoursIn } = await import('./page-colours');
    const listed = namedColoursIn(loaded);

    const page = await freshScript();
    page.names.installPageColours(listed);
    expect(answers(page, texts)).toEqual(server);
    // Not by chance: where the page names colours, a script that knew none would judge otherwise.
    const unlisted = await freshScript();
    if (Object.keys(listed).length > 0) expect(answers(unlisted, texts)).not.toEqual(server);
  });
});
