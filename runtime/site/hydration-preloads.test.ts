import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { pageHydrationPreloads } from './Site';
import { sliderCode } from '../widgets/slider/slider-code';

// own process: no other test has loaded a part's code, so what is loaded is what these waits loaded (vite.config.ts).
const scenarioPage = (id: string): LoadedPage => {
  const loaded = loadPage(JSON.parse(readFileSync(resolve(import.meta.dirname, `../../scenarios/${id}/page.json`), 'utf8')));
  if (!loaded.ok) throw new Error(`the ${id} page does not load`);
  return loaded;
};
const settle = (page: LoadedPage) => Promise.all(pageHydrationPreloads(page).map((preload) => preload()));

describe('what a published page waits for before it hydrates', () => {
  it("the landing page, without a slider, waits for the standard parts' chunk only: the slider's code stays unloaded", async () => {
    await settle(scenarioPage('landing'));
    expect(sliderCode.loaded()).toBeNull();
  });

  it("a page with a slider waits for the slider's code too, so its sections hydrate with the page", async () => {
    expect(sliderCode.loaded()).toBeNull();
    await settle(scenarioPage('widgets'));
    expect(sliderCode.loaded()?.GenericSlider).toBeDefined();
  });
});
