/**
 * A custom page opened in the shell by its address (`page=`, or `saved=` for a long pasted page
 * saved in this browser) is the frame's first render: the scenario's page never shows in its place,
 * not even for a moment, and none of its parts' effects run (harness/shell/Shell.tsx PreviewFrame,
 * harness/frame/main.tsx). A switch after that still goes by message.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseMode, openShell, pageParam } from '../support/harness';
import { savedPageId } from '../../harness/saved-pages';

const CUSTOM = { sections: [{ id: 'custom', type: 'FREE', elements: [{ id: 'title', type: 'figure', data: { kind: 'text', tag: 'h2', text: 'Only the custom page' } }] }] };
/** The custom page grown past what the address keeps (saved-pages.ts PAGE_IN_ADDRESS_MAX_CHARS): a browser saves it under an id. */
const LONG_PAGE = { sections: [{ ...CUSTOM.sections[0]!, elements: [...CUSTOM.sections[0]!.elements, ...Array.from({ length: 100 }, (_, index) => ({ id: `line-${index}`, type: 'hr01', data: { thickness: 1 } }))] }] };

/** What the frame's document runs before its own scripts: every section the page ever rendered, kept (a MutationObserver sees each commit before a later message could replace it). */
const RECORD_SECTIONS = `<script>
  window.__sectionsEverShown = new Set();
  new MutationObserver(() => {
    for (const section of document.querySelectorAll('[data-section-id]')) window.__sectionsEverShown.add(section.getAttribute('data-section-id'));
  }).observe(document, { childList: true, subtree: true });
</script>`;

/**
 * Records the sections each frame document ever showed. Put into frame.html as it is served (an
 * init script runs in the iframe's first about:blank window, not in the frame's own document).
 */
async function recordSectionsEverShown(page: Page) {
  await page.route(/\/frame\.html/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.replace('<head>', `<head>${RECORD_SECTIONS}`) });
  });
  return () => page.frame({ url: /frame\.html/ })!.evaluate(() => [...(window as unknown as { __sectionsEverShown: Set<string> }).__sectionsEverShown]);
}

test('a page= link renders the custom page from the frame’s first render, in the link’s mode: the scenario’s page never shows', async ({ page }) => {
  const sectionsEverShown = await recordSectionsEverShown(page);
  const frame = await openShell(page, `scenario=landing&mode=admin&viewport=desktop&page=${pageParam(CUSTOM)}`);
  await expect(frame.getByRole('heading', { name: 'Only the custom page' })).toBeVisible();
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'admin');
  expect(await sectionsEverShown()).toEqual(['custom']);

  // A switch still goes by message; back on the scenario, the frame's own address drops the page, so a reload shows the scenario.
  await chooseMode(page, 'preview');
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'preview');
  await page.getByRole('button', { name: 'Back to scenario' }).click();
  await expect(frame.locator('[data-section-id="hero"]')).toBeVisible();
  await expect.poll(() => new URL(page.frame({ url: /frame\.html/ })!.url()).searchParams.has('page')).toBe(false);
});

test('a saved= link (a long pasted page) renders the saved page from the frame’s first render: the scenario’s page never shows', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop');
  await page.getByRole('button', { name: 'Open page…' }).click();
  await page.getByRole('textbox', { name: 'Page JSON', exact: true }).fill(JSON.stringify(LONG_PAGE));
  await page.getByRole('button', { name: 'Show pasted page' }).click();
  await expect(page).toHaveURL(/[?&]saved=p[0-9a-z]+/);
  const link = page.url();

  const sectionsEverShown = await recordSectionsEverShown(page);
  const frame = await openShell(page, new URL(link).search);
  await expect(frame.getByRole('heading', { name: 'Only the custom page' })).toBeVisible();
  expect(await sectionsEverShown()).toEqual(['custom']);
});

test('each custom page keeps its own storage: the State panel reads the page’s own keys, and another page starts without them', async ({ page }) => {
  const other = { sections: [{ ...CUSTOM.sections[0]!, id: 'other' }] };
  // The storage of a custom page is named by its text, as the address carries it.
  const firstPrefix = `site:landing:custom:${savedPageId(JSON.stringify(CUSTOM))}:`;
  // What the first page left in this browser (a cart, a form's draft), there before the frame starts.
  await page.addInitScript((prefix) => window.localStorage.setItem(`${prefix}note`, '"left by the first page"'), firstPrefix);
  const panel = page.getByRole('tabpanel', { name: 'State' });

  await page.goto(`?scenario=landing&mode=preview&viewport=desktop&panel=state&page=${pageParam(CUSTOM)}`);
  await expect(panel).toContainText(`The runtime keeps 1 key in this browser’s storage for this page, under ${firstPrefix}.`);
  await expect(panel.locator('[data-storage-area="localStorage"] [data-storage-key="note"]')).toBeVisible();

  await page.goto(`?scenario=landing&mode=preview&viewport=desktop&panel=state&page=${pageParam(other)}`);
  await expect(panel).toContainText(`The runtime keeps nothing in this browser’s storage for this page, under site:landing:custom:${savedPageId(JSON.stringify(other))}:.`);
});

test('in a browser that refuses storage, a long pasted page still opens: carried by the address, shown by the frame', async ({ page }) => {
  // What Chrome does with cookies blocked for the site: reading `localStorage` throws, in the shell and in its frame.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    }),
  );
  const frame = await openShell(page, 'scenario=landing&mode=preview&viewport=desktop');
  const storageRefused = () => page.frame({ url: /frame\.html/ })!.evaluate(() => {
    try {
      return window.localStorage === null;
    } catch {
      return true;
    }
  });
  expect(await storageRefused()).toBe(true);
  await page.getByRole('button', { name: 'Open page…' }).click();
  await page.getByRole('textbox', { name: 'Page JSON', exact: true }).fill(JSON.stringify(LONG_PAGE));
  await page.getByRole('button', { name: 'Show pasted page' }).click();
  // Nowhere to save it under an id: the page itself goes in the address, the shell's and the frame's own.
  await expect(page).toHaveURL(/[?&]page=/);
  await expect(frame.getByRole('heading', { name: 'Only the custom page' })).toBeVisible();
  await expect.poll(() => new URL(page.frame({ url: /frame\.html/ })!.url()).searchParams.has('page')).toBe(true);
});
