import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SWIPER_KIT_SOURCE } from '../runtime';
import { renderPage } from './entry-server';

const scenarioPage = (id: string) => readFileSync(new URL(`../scenarios/${id}/page.json`, import.meta.url), 'utf8');

describe('renderPage: the stylesheets a published page carries inline', () => {
  it('a page whose HTML has a slider that starts Swiper carries Swiper\'s stylesheet (added later, it restyled the whole page)', async () => {
    const page = await renderPage(scenarioPage('widgets'));
    expect(page.html.mobile).toMatch(/class="rt-slider"/);
    expect(page.partSources).toContain(SWIPER_KIT_SOURCE);
  });

  it('a page without one does not', async () => {
    const page = await renderPage(scenarioPage('landing'));
    expect(page.html.mobile).not.toMatch(/class="rt-slider"/);
    expect(page.partSources).not.toContain(SWIPER_KIT_SOURCE);
  });
});
