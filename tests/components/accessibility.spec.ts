/**
 * Issue 18: every story of the gallery, mounted as a visitor sees it (run, desktop; the stories
 * whose layout turns on a phone also on mobile), has no axe violation of any impact
 * (tests/support/axe.ts lists the rules). The gallery page gives each story a title heading and
 * the runtime's stand-in site box its main landmark, as a page would.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { expect, test } from '../support/fixtures';
import { describeViolations, expectNoAxeViolations, runAxe, waitForSettledPage } from '../support/axe';
import { storyIdsOf } from '../../harness/gallery/stories';

const STORIES_FOLDER = resolve(import.meta.dirname, '../../stories');

/** Every story id, read from the story files' exports (as the gallery lists them). */
function allStoryIds(): string[] {
  const files = readdirSync(STORIES_FOLDER, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.stories.tsx')).sort();
  return files.flatMap((file) => {
    const exportNames = [...readFileSync(resolve(STORIES_FOLDER, file), 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]!);
    return storyIdsOf(`/${relative(resolve(STORIES_FOLDER, '..'), resolve(STORIES_FOLDER, file))}`, exportNames);
  });
}

/** Stories whose layout changes on a phone (tabs turn into a dropdown, two card columns). */
const ALSO_ON_MOBILE = ['blocks/Bundle/ThreeTabs', 'blocks/Products/CatalogueWithTabs', 'widgets/Tabs/Basic', 'forms/Form/LeadForm', 'fields/DateField/Open', 'fields/Calculator/OrderTotal'];

// Some stories show how a failure looks (an image the sandbox does not have, a refused send, a
// slider whose code will not load) and provoke the error the runtime logs; their own specs assert
// those errors. Here only what axe reads of them matters.
test.beforeEach(async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/img\//, /^\[runtime\] /);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const STORY_IDS = allStoryIds();

test('the story list is read from the story files', () => {
  expect(STORY_IDS.length).toBeGreaterThan(100);
  expect(STORY_IDS).toContain('elements/Button01/Styles');
  for (const id of ALSO_ON_MOBILE) expect(STORY_IDS).toContain(id);
});

/** The stories of one story file, checked in one test: the gallery loads once, and each story is mounted in turn in its root. */
const STORY_GROUPS = new Map<string, string[]>();
for (const id of STORY_IDS) {
  const group = id.split('/').slice(0, -1).join('/');
  STORY_GROUPS.set(group, [...(STORY_GROUPS.get(group) ?? []), id]);
}
/**
 * At most this many axe checks a test, so each stays well under the 10 s budget on a busy machine.
 * A story also checked on mobile counts twice; a block story (a catalogue that loads its products,
 * a bundle of tabs, the cart with its order form) counts twice a viewport, as its first render and check take about twice as long.
 */
const CHECKS_PER_TEST = 4;
const HEAVY_GROUPS = ['blocks/Bundle', 'blocks/Products', 'checkout/Order'];
const checksOf = (story: string) => (ALSO_ON_MOBILE.includes(story) ? 2 : 1) * (HEAVY_GROUPS.some((group) => story.startsWith(`${group}/`)) ? 2 : 1);
const STORY_BATCHES = [...STORY_GROUPS].flatMap(([group, stories]) => {
  const batches: string[][] = [];
  for (const story of stories) {
    const last = batches.at(-1);
    if (last && last.reduce((sum, id) => sum + checksOf(id), 0) + checksOf(story) <= CHECKS_PER_TEST) last.push(story);
    else batches.push([story]);
  }
  return batches.map((batch, n) => ({ group, part: n + 1, stories: batch }));
});

for (const { group, part, stories } of STORY_BATCHES) {
  test(`axe: ${group} stories, part ${part} (${stories.map((id) => id.split('/').at(-1)).join(', ')}), have no violations`, async ({ mount, page }) => {
    for (const [index, story] of stories.entries()) {
      for (const viewport of ALSO_ON_MOBILE.includes(story) ? (['desktop', 'mobile'] as const) : (['desktop'] as const)) {
        await page.setViewportSize({ width: viewport === 'mobile' ? 375 : 1280, height: 800 });
        if (index === 0 && viewport === 'desktop') await mount(story, { mode: 'run', viewport });
        else await page.evaluate((params) => (window as unknown as { mount(p: unknown): Promise<void> }).mount(params), { story, props: { mode: 'run', viewport } });
        // A story whose code suspends (a form's chunk) commits nothing, its main landmark included, until that code is in.
        await expect(page.locator('#root main').first()).toBeAttached();
        await waitForSettledPage(page);
        await expectNoAxeViolations(page, `story ${story} (${viewport})`);
      }
    }
  });
}

// The check must be able to fail: owner content with a pale colour and an image without its text
// alternative, planted into a clean story, is reported rule by rule.
test('axe: a planted pale text and an image without alt are reported', async ({ mount, page }) => {
  const root = await mount('elements/Media01/TwoImages', { mode: 'run', viewport: 'desktop' });
  await waitForSettledPage(page);
  await root.locator('img').first().evaluate((shown) => {
    const main = shown.closest('main')!;
    // A visible image of the story's own source, without its text alternative.
    const image = document.createElement('img');
    image.src = (shown as HTMLImageElement).currentSrc || (shown as HTMLImageElement).src;
    image.width = 120;
    image.height = 80;
    const pale = document.createElement('p');
    pale.textContent = 'Pale owner text';
    pale.style.color = '#d0d0d0';
    main.append(image, pale);
  });
  const found = describeViolations((await runAxe(page)).violations);
  expect(found).toEqual([
    expect.stringMatching(/^color-contrast \(serious\) ×1: .*#d0d0d0 on #ffffff/),
    expect.stringMatching(/^image-alt \(critical\) ×1: /),
  ]);
});
