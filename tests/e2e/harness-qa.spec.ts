/**
 * Issue 16's QA tools beyond the first panels: the State panel (4), the frame's error boundary
 * (Bad input), the Accessibility panel (6), the gallery's index (0) and its unknown stories,
 * Copy link without a clipboard, and a link to an unknown scenario.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PLANTED_VIOLATIONS_PARAM } from '../support/planted-page';
import { expectNoAxeViolations } from '../support/axe';
import { addressParam, chooseMode, frameMarked, markFrame, openShell } from '../support/harness';

test('the State panel shows the cart as it changes and exports it; text that is not an exported state is refused', async ({ page }) => {
  const frame = await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=state&sections=catalogue');
  const panel = page.getByRole('tabpanel', { name: 'State' });
  const cart = panel.locator('[data-store="cart"]');
  await expect(cart.locator('summary')).toContainText('0 items');
  await expect(panel.locator('[data-storage-area="localStorage"]')).toContainText('Nothing.');
  await expect(panel).toContainText('site:shop:scenario:');

  await frame.locator('[data-section-id="catalogue"] article.rt-card[data-product-id="8"]').getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart.locator('summary')).toContainText('1 item');
  await cart.locator('summary').click();
  await expect(cart.locator('pre')).toContainText('Harbor House Blend');
  const stored = panel.locator('[data-storage-area="localStorage"] [data-storage-key="cart"]');
  await expect(stored).toBeVisible();

  await panel.getByRole('button', { name: 'Export' }).click();
  const box = panel.getByRole('textbox', { name: 'Saved state (JSON from Export)' });
  await expect(box).toHaveValue(/"kind": "site-runtime-state"/);
  await expect(box).toHaveValue(/Harbor House Blend/);
  await expect(panel.getByRole('status')).toContainText('Exported');

  // Text that is not an exported state says so and changes nothing.
  await box.fill('{"cart": []}');
  await panel.getByRole('button', { name: 'Load' }).click();
  await expect(panel.getByRole('alert')).toContainText('not an exported state');
  await expect(cart.locator('summary')).toContainText('1 item');
});

test('the State panel’s Reset empties the site’s storage, and an exported state loads back', async ({ page }) => {
  const frame = await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=state&sections=catalogue');
  const panel = page.getByRole('tabpanel', { name: 'State' });
  const cart = panel.locator('[data-store="cart"]');
  const stored = panel.locator('[data-storage-area="localStorage"] [data-storage-key="cart"]');
  await frame.locator('[data-section-id="catalogue"] article.rt-card[data-product-id="8"]').getByRole('button', { name: 'Add to cart' }).click();
  await expect(stored).toBeVisible();
  await panel.getByRole('button', { name: 'Export' }).click();
  await expect(panel.getByRole('textbox', { name: 'Saved state (JSON from Export)' })).toHaveValue(/Harbor House Blend/);

  // Reset: the frame reloads with nothing stored, so its cart starts empty.
  await markFrame(page);
  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect(cart.locator('summary')).toContainText('0 items');
  await expect(stored).toHaveCount(0);

  // Load: the exported storage is written back and the frame reloads from it.
  await panel.getByRole('button', { name: 'Load' }).click();
  await expect(cart.locator('summary')).toContainText('1 item');
  await expect(stored).toBeVisible();
  await frame.locator('.rt-cart-button').click();
  await expect(frame.getByRole('dialog', { name: 'Your cart' }).locator('.rt-cart__line')).toHaveCount(1);
});

test('the State panel passes axe, opened stores and an export included', async ({ page }) => {
  // Motion reduced, as in the suite's own check: a fade caught half-way has colours no visitor reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&panel=state&sections=hero');
  const panel = page.getByRole('tabpanel', { name: 'State' });
  await panel.locator('[data-store="cart"] summary').click();
  await panel.locator('[data-store="forms"] summary').click();
  await panel.getByRole('button', { name: 'Export' }).click();
  await expect(panel.getByRole('status')).toContainText('Exported');
  await expectNoAxeViolations(page, 'the State panel');
});

test('a frame that crashes while rendering shows the error and a Reload button; the shell’s controls keep working', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/crash=render|CrashOnRender|FrameBoundary/);
  await page.goto('?scenario=landing&mode=preview&viewport=desktop&sections=hero&crash=render');
  const frame = page.frameLocator('#preview');
  await expect(frame.getByRole('heading', { name: 'The page crashed' })).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText('A render error no part of the page caught');
  await expect(page.getByRole('alert')).toContainText('The page in the frame crashed');

  // The shell still switches the mode and the panel, and writes them to its address.
  await chooseMode(page, 'admin');
  await expect.poll(() => addressParam(page, 'mode')).toBe('admin');
  await page.getByRole('tab', { name: 'Events' }).click();
  await expect.poll(() => addressParam(page, 'panel')).toBe('events');

  // Each Reload reloads the frame (which crashes again, as its address asks).
  await markFrame(page);
  await frame.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect(frame.getByRole('heading', { name: 'The page crashed' })).toBeVisible();
  await markFrame(page);
  await page.getByRole('button', { name: 'Reload the frame' }).click();
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect(page.getByRole('alert')).toContainText('The page in the frame crashed');
});

test('a frame that fails to start shows why, not a blank page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/failed to start/);
  await page.goto('frame.html?scenario=landing&sections=hero&crash=boot');
  await expect(page.getByRole('heading', { name: 'The page crashed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('The frame failed to start');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expectNoAxeViolations(page, 'a frame that failed to start');
});

test('the Accessibility panel lists the rules a page breaks, and a click outlines the element in the frame', async ({ page }) => {
  const frame = await openShell(page, `scenario=landing&mode=run&viewport=mobile&panel=accessibility&page=${PLANTED_VIOLATIONS_PARAM}`);
  await expect(frame.getByText('Pale text')).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Accessibility' });
  await panel.getByRole('button', { name: 'Run axe' }).click();
  await expect(panel.getByRole('status')).toHaveText('2 rules violated');
  const contrast = panel.locator('[data-rule="color-contrast"]');
  await expect(contrast).toContainText('serious · 1 element');
  await expect(contrast).toContainText('Elements must meet minimum color contrast ratio thresholds');
  await expect(panel.locator('[data-rule="heading-order"]')).toContainText('moderate · 1 element');
  await expect(page.getByRole('tab', { name: /Accessibility/ }).locator('.shell__count')).toHaveText('2');

  await contrast.getByRole('button', { name: 'color-contrast' }).click();
  const highlighted = frame.locator('[data-axe-highlight]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText('Pale text');
  await expect(highlighted).toHaveCSS('outline-style', 'solid');
  // Another rule moves the outline.
  await panel.locator('[data-rule="heading-order"]').getByRole('button', { name: 'heading-order' }).click();
  await expect(highlighted).toContainText('Two levels down');
});

test('the Accessibility panel says “No violations” for a clean page, and passes axe itself', async ({ page }) => {
  // Motion reduced, as in the suite's own check: a fade caught half-way has colours no visitor reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&panel=accessibility&sections=hero');
  const panel = page.getByRole('tabpanel', { name: 'Accessibility' });
  await panel.getByRole('button', { name: 'Run axe' }).click();
  await expect(panel.getByRole('status')).toHaveText('No violations');
  await expect(panel.getByRole('button', { name: 'Run again' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the Accessibility panel');
});

test('the gallery’s index groups the stories by title, lists each one’s states, and passes axe', async ({ page }) => {
  // `index`: under automation the bare gallery shows no index (the component tests mount stories into it).
  await page.goto('gallery.html?index');
  const count = page.getByRole('status');
  await expect(count).toHaveText(/^\d+ states in \d+ stories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Elements' })).toBeVisible();
  const button = page.getByRole('list', { name: 'button01 states' });
  await expect(button.getByRole('link')).toHaveText(['Link action', 'Shop actions', 'Styles', 'Unsafe link']);
  await expect(button.getByRole('link', { name: 'Link action' })).toHaveAttribute('href', '?story=elements%2FButton01%2FLinkAction');
  await expectNoAxeViolations(page, 'the gallery’s index');
});

test('the gallery’s index filters as one types and works from the keyboard', async ({ page }) => {
  await page.goto('gallery.html?index');
  const count = page.getByRole('status');
  await expect(count).toHaveText(/^\d+ states in \d+ stories$/);
  // "/" goes to the search; the list narrows with each word typed, and the address keeps it.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search stories' });
  await expect(search).toBeFocused();
  await page.keyboard.type('tabs drag');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Widgets']);
  await expect(page.getByRole('main').getByRole('link')).toHaveText(['Admin drag hover']);
  await expect(count).toHaveText('1 state in 1 story');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('tabs drag');
  await page.keyboard.type(' nothing');
  await expect(page.getByText('No story matches “tabs drag nothing”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Elements' })).toBeVisible();

  // Tab from the search reaches the first state; Enter opens it.
  await search.fill('unsafe link');
  await expect(page.getByRole('main').getByRole('link')).toHaveText(['Unsafe link']);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Unsafe link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]story=elements%2FButton01%2FUnsafeLink/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Story elements/Button01/UnsafeLink');
});

test('a gallery link to a story that does not exist says why and links back to the index, not a blank page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Unknown story "elements\/NoSuchFile\/Nothing"/, /Story "elements\/Button01\/Nothing" is not exported/);
  await page.goto('gallery.html?story=elements/NoSuchFile/Nothing&viewport=mobile');
  await expect(page.getByRole('alert')).toContainText('Unknown story "elements/NoSuchFile/Nothing": stories/ has no such story file.');
  // The index keeps the story's environment, as its own links do.
  await expect(page.getByRole('link', { name: 'Back to the index of stories' })).toHaveAttribute('href', '?viewport=mobile');

  // A file that is there without the named export names the file.
  await page.goto('gallery.html?story=elements/Button01/Nothing');
  await expect(page.getByRole('alert')).toContainText('Story "elements/Button01/Nothing" is not exported by /stories/elements/Button01.stories.tsx.');
});

test('Copy link without a clipboard (not a secure context), or with the write refused, shows the link selected to copy by hand', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined }));
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&sections=hero');
  const copy = page.getByRole('button', { name: 'Copy link' });
  const byHand = page.getByRole('textbox', { name: 'Could not copy: copy it by hand' });
  const selection = () => byHand.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0));
  await copy.click();
  await expect(byHand).toBeFocused();
  await expect(byHand).toHaveValue(page.url());
  await expect.poll(selection).toBe(page.url());
  // Escape puts it away and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(byHand).toHaveCount(0);
  await expect(copy).toBeFocused();

  // A clipboard that refuses the write: the same.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) } }),
  );
  await copy.click();
  await expect(byHand).toHaveValue(page.url());
  await expect(copy).toHaveText('Copy link');
});

test('a link to a scenario that does not exist says so, shows the default one and corrects the address', async ({ page }) => {
  const frame = await openShell(page, 'scenario=shopp&mode=run&viewport=mobile');
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('No scenario “shopp”: showing “landing”.');
  await expect(frame.locator('[data-element-id="hero-call"]')).toBeVisible();
  await expect.poll(() => addressParam(page, 'scenario')).toBe('landing');
  // Choosing a scenario answers it.
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('media');
  await expect.poll(() => addressParam(page, 'scenario')).toBe('media');
  await expect(notice).toHaveCount(0);
});

/** The statuses the sandbox answered product requests with, in order. */
const productAnswers = (page: Page) =>
  page.frame({ url: /frame\.html/ })!.evaluate(() =>
    (window as unknown as { __sandbox: { log: { entries(): { url: string; status: number }[] } } }).__sandbox.log
      .entries()
      .filter((entry) => entry.url.startsWith('/api/ecommerce/products/'))
      .map((entry) => entry.status),
  );

test('a fault set “once” and used up stays used up when QA sets another fault', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500.*\/api\/ecommerce\/products\//, /products: loading page 2 failed/);
  const frame = await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=faults&sections=catalogue&faults=products.status.500.once');
  const panel = page.getByRole('tabpanel', { name: 'Faults' });
  const beans = frame.locator('[data-section-id="catalogue"] .rt-catalogue__list[data-category="beans"]');
  const more = beans.locator('.rt-catalogue__more-button');
  await more.click();
  await expect.poll(() => productAnswers(page)).toEqual([500]);
  await expect(more).not.toHaveAttribute('aria-busy');

  const form = panel.getByRole('form', { name: 'Add a fault' });
  await form.getByRole('combobox', { name: 'Endpoint' }).selectOption('Images');
  await form.getByRole('combobox', { name: 'Fault' }).selectOption('Latency (ms)');
  await form.getByRole('textbox', { name: 'Milliseconds' }).fill('1');
  await form.getByRole('button', { name: 'Set fault' }).click();
  const rules = () => page.frame({ url: /frame\.html/ })!.evaluate(() => (window as unknown as { __sandbox: { faults: { list(): { match: string }[] } } }).__sandbox.faults.list().map((rule) => rule.match));
  await expect.poll(rules).toEqual(['/img/']);
  await more.click();
  await expect.poll(() => productAnswers(page)).toEqual([500, 200]);
});

test('a used-up “once” fault says so in the Faults panel, and Arm again makes it meet the next request', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500.*\/api\/ecommerce\/products\//, /products: loading page \d failed/);
  const frame = await openShell(page, 'scenario=shop&mode=preview&viewport=desktop&panel=faults&sections=catalogue&faults=products.status.500.once');
  const panel = page.getByRole('tabpanel', { name: 'Faults' });
  const fault = panel.locator('[data-fault="products"]');
  const more = frame.locator('[data-section-id="catalogue"] .rt-catalogue__list[data-category="beans"] .rt-catalogue__more-button');
  await expect(fault).not.toContainText('used up');
  await more.click();
  await expect.poll(() => productAnswers(page)).toEqual([500]);
  await expect(fault).toContainText('Products: error status 500, once (used up)');

  const arm = fault.getByRole('button', { name: 'Arm the fault on Products again' });
  await arm.focus();
  await arm.press('Enter');
  await expect(fault).not.toContainText('used up');
  await expect(fault.getByRole('button', { name: 'Remove the fault on Products' })).toBeFocused();
  await expect(more).not.toHaveAttribute('aria-busy');
  await more.click();
  await expect.poll(() => productAnswers(page)).toEqual([500, 500]);
  await expect(fault).toContainText('(used up)');

  // The same fault set again from the form arms it too.
  const form = panel.getByRole('form', { name: 'Add a fault' });
  await form.getByRole('checkbox', { name: 'Only once' }).check();
  await form.getByRole('button', { name: 'Set fault' }).click();
  await expect(fault).not.toContainText('used up');
  await expect(more).not.toHaveAttribute('aria-busy');
  await more.click();
  await expect.poll(() => productAnswers(page)).toEqual([500, 500, 500]);
  await more.click();
  await expect.poll(() => productAnswers(page)).toEqual([500, 500, 500, 200]);
});

test('the Leads panel’s rules still hold after the frame reloads (the State panel’s Reset)', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=preview&viewport=desktop&sections=hero&panel=leads');
  const panel = page.getByRole('tabpanel', { name: 'Leads' });
  await panel.getByLabel('Server asks for a captcha').selectOption('visible');
  await panel.getByLabel('The captcha').selectOption('fail');
  const sandboxRules = () =>
    page
      .frame({ url: /frame\.html/ })!
      .evaluate(() => ({
        captcha: (window as unknown as { __sandbox: { leads: { rules(): { captcha: string | null } } } }).__sandbox.leads.rules().captcha,
        behaviour: (window as unknown as { __fakeCaptcha?: { behaviour: string } }).__fakeCaptcha?.behaviour ?? 'pass',
      }))
      .catch(() => null);
  await expect.poll(sandboxRules).toEqual({ captcha: 'visible', behaviour: 'fail' });

  await markFrame(page);
  await page.getByRole('tab', { name: 'State' }).click();
  await page.getByRole('tabpanel', { name: 'State' }).getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => frameMarked(page)).toBe(false);
  await expect.poll(sandboxRules).toEqual({ captcha: 'visible', behaviour: 'fail' });
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(panel.getByLabel('Server asks for a captcha')).toHaveValue('visible');
  await expect(panel.getByLabel('The captcha')).toHaveValue('fail');
});

// WCAG 2.4.3: a shell action pressed from the keyboard that disables, hides or replaces its own
// button leaves the focus on a control of the shell, never dropped to the document's body.
const focusedIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);
async function pressByKeyboard(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

test('Run axe pressed from the keyboard keeps the focus while the check runs', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&sections=hero&panel=accessibility');
  const panel = page.getByRole('tabpanel', { name: 'Accessibility' });
  // It cannot be pressed again meanwhile, yet stays focusable.
  await pressByKeyboard(panel.getByRole('button', { name: 'Run axe' }));
  await expect(panel.getByRole('status')).toHaveText('No violations');
  await expect(panel.getByRole('button', { name: 'Run again' })).toBeFocused();
});

test('a fault’s Remove or Clear all pressed from the keyboard moves the focus to the next Remove or to Set fault', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&sections=hero&panel=faults');
  const panel = page.getByRole('tabpanel', { name: 'Faults' });
  const form = panel.getByRole('form', { name: 'Add a fault' });
  const setFault = form.getByRole('button', { name: 'Set fault' });
  const removes = panel.getByRole('button', { name: /^Remove/ });
  await setFault.click();
  await form.getByRole('combobox', { name: 'Endpoint' }).selectOption('Images');
  await setFault.click();
  await expect(removes).toHaveCount(2);
  await pressByKeyboard(removes.first());
  await expect(removes).toHaveCount(1);
  await expect(removes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText('No faults');
  await expect(setFault).toBeFocused();
  await setFault.click();
  await pressByKeyboard(form.getByRole('button', { name: 'Clear all' }));
  await expect(panel).toContainText('No faults');
  await expect(setFault).toBeFocused();
});

test('taking or giving back the page’s clock from the keyboard moves the focus to the Clock panel’s new first control', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&sections=hero&panel=clock');
  const panel = page.getByRole('tabpanel', { name: 'Clock' });
  await pressByKeyboard(panel.getByRole('button', { name: 'Take the page’s clock' }));
  // While the frame reloads with the held clock, on the note that says so.
  expect(await focusedIsBody(page)).toBe(false);
  await expect(panel.getByRole('button', { name: 'Pause' })).toBeFocused();
  await pressByKeyboard(panel.getByRole('button', { name: 'Give back the clock' }));
  await expect(panel.getByRole('button', { name: 'Take the page’s clock' })).toBeFocused();
});

test('Cancel in the Open page dialog gives the focus back to “Open page…”, and a matrix cell’s Open keeps it in the shell', async ({ page }) => {
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&sections=hero');
  const opener = page.getByRole('button', { name: 'Open page…' });
  await pressByKeyboard(opener);
  const dialog = page.getByRole('dialog', { name: 'Open a page' });
  await pressByKeyboard(dialog.getByRole('button', { name: 'Cancel' }));
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.goto('?scenario=landing&view=matrix&modes=preview,run&viewports=mobile&sections=hero');
  await pressByKeyboard(page.getByRole('button', { name: /^Open run/ }));
  await expect(page.frameLocator('#preview').locator('.rt-site')).toHaveAttribute('data-mode', 'run');
  expect(await focusedIsBody(page)).toBe(false);
  await expect(page.getByRole('main', { name: 'Stage' })).toBeFocused();
});

test('the held Clock panel passes axe, and its status says only paused or running, not the page time it rewrites every second', async ({ page }) => {
  // Motion reduced, as in the suite's own check: a fade caught half-way has colours no visitor reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openShell(page, 'scenario=landing&mode=run&viewport=mobile&sections=hero&panel=clock&clock=x1');
  const panel = page.getByRole('tabpanel', { name: 'Clock' });
  await expect(panel.getByRole('status')).toHaveText('Running at ×1');
  await expect(panel).toContainText('of page time');
  await expectNoAxeViolations(page, 'the held Clock panel');
});

test('the shell’s radio groups and panel tabs take the arrow keys: one Tab stop each, the arrows choose, Home and End go to the ends', async ({ page }) => {
  const frame = await openShell(page, 'scenario=landing&mode=preview&viewport=desktop&sections=hero&panel=policies');
  const modes = page.getByRole('radiogroup', { name: 'Mode' });
  const preview = modes.getByRole('radio', { name: 'preview' });
  await expect(preview).toHaveAttribute('tabindex', '0');
  await expect(modes.getByRole('radio', { name: 'admin' })).toHaveAttribute('tabindex', '-1');
  await preview.focus();
  await page.keyboard.press('ArrowRight');
  const run = modes.getByRole('radio', { name: 'run' });
  await expect(run).toBeFocused();
  await expect(run).toHaveAttribute('aria-checked', 'true');
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'run');
  await expect.poll(() => addressParam(page, 'mode')).toBe('run');
  // Wrapping: past the last comes the first.
  await page.keyboard.press('ArrowRight');
  await expect(modes.getByRole('radio', { name: 'admin' })).toBeFocused();
  await expect(frame.locator('.rt-site')).toHaveAttribute('data-mode', 'admin');

  const tabs = page.getByRole('tablist');
  const policies = tabs.getByRole('tab', { name: /^Policies/ });
  await policies.focus();
  await page.keyboard.press('End');
  const last = tabs.getByRole('tab').last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab').first()).toBeFocused();
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  // From the tab list, Tab goes on to the panel, not to the next tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});
