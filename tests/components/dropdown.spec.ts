import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DROPDOWN_BLUR_CLOSE_MS } from '../../runtime/widgets/dropdown/constants';
import { pauseClock } from '../support/clock';


const trigger = (root: Locator) => root.locator('button[aria-haspopup="listbox"]');
const listbox = (root: Locator) => root.getByRole('listbox');
const chosen = (root: Locator) => root.locator('[data-chosen]');
/** The option aria-activedescendant names. A key's move renders after the key press has returned: read it with expect.poll. */
async function activeOption(root: Locator): Promise<string | null> {
  const id = await listbox(root).getAttribute('aria-activedescendant');
  return id ? root.locator(`[id="${id}"]`).textContent() : null;
}

test.describe('dropdown select: states and accessibility', () => {
  test('collapsed: a button with aria-haspopup=listbox; active: the listbox with the chosen option selected', async ({ mount }) => {
    const root = await mount('widgets/Dropdown/Basic', { mode: 'run' });
    const button = trigger(root);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveText('Filter');
    await expect(root.locator('.rt-dropdown')).toHaveAttribute('data-state', 'collapsed');
    await expect(listbox(root)).toBeHidden();
    await expect(button).toHaveAttribute('aria-controls', (await root.locator('ul[role="listbox"]').getAttribute('id'))!);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(root.locator('.rt-dropdown')).toHaveAttribute('data-state', 'active');
    await expect(listbox(root)).toBeFocused();
    await expect(listbox(root).getByRole('option')).toHaveCount(4);
    await expect(listbox(root).getByRole('option', { name: 'Filter' })).toHaveAttribute('aria-selected', 'true');
    await expect(listbox(root).getByRole('option', { name: 'Espresso' })).toHaveAttribute('aria-selected', 'false');
    await expect.poll(() => activeOption(root)).toBe('Filter');

    await listbox(root).getByRole('option', { name: 'Whole beans' }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveText('Whole beans');
    await expect(chosen(root)).toHaveText('Chosen: whole');
    await expect(button).toBeFocused();
  });
});

test.describe('dropdown select: keyboard', () => {
  test('Enter opens, Down moves, Enter chooses; Space opens, Up moves, Escape closes without choosing', async ({ mount, page }) => {
    const root = await mount('widgets/Dropdown/Basic', { mode: 'run' });
    await trigger(root).focus();
    await page.keyboard.press('Enter');
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox(root)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeOption(root)).toBe('French press');
    await page.keyboard.press('Enter');
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'false');
    await expect(chosen(root)).toHaveText('Chosen: french-press');
    await expect(trigger(root)).toBeFocused();

    await page.keyboard.press(' ');
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => activeOption(root)).toBe('French press');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => activeOption(root)).toBe('Espresso');
    await page.keyboard.press('ArrowUp'); // stops at the first
    await expect.poll(() => activeOption(root)).toBe('Espresso');
    await page.keyboard.press('Escape');
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'false');
    await expect(chosen(root)).toHaveText('Chosen: french-press');
    await expect(trigger(root)).toBeFocused();

    // Down opens too; Space chooses; a letter jumps (type-ahead).
    await page.keyboard.press('ArrowDown');
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('w');
    await expect.poll(() => activeOption(root)).toBe('Whole beans');
    await page.keyboard.press(' ');
    await expect(chosen(root)).toHaveText('Chosen: whole');
  });

  test('many options: disabled options are skipped, End reaches the last, the list scrolls to the highlight', async ({ mount, page }) => {
    const root = await mount('widgets/Dropdown/ManyOptions', { mode: 'run' });
    await expect(trigger(root)).toHaveText('Choose…');
    await trigger(root).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeOption(root)).toBe('Bolivia');
    await page.keyboard.press('c'); // China
    await page.keyboard.press('c'); // Colombia
    await page.keyboard.press('c'); // Costa Rica
    await page.keyboard.press('ArrowDown'); // Cuba is disabled: DR Congo
    await expect.poll(() => activeOption(root)).toBe('DR Congo');
    await expect(listbox(root).getByRole('option', { name: 'Cuba' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('End');
    await expect.poll(() => activeOption(root)).toBe('Yemen');
    await expect(listbox(root).getByRole('option', { name: 'Yemen' })).toBeInViewport();
    const yemenInList = await listbox(root).evaluate((list) => {
      const option = list.lastElementChild!.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return option.top >= box.top && option.bottom <= box.bottom + 1;
    });
    expect(yemenInList).toBe(true);
    await page.keyboard.press('Enter');
    await expect(chosen(root)).toHaveText('Chosen: yemen');
  });

  // WAI-ARIA listbox: the active option is scrolled into view. The list keeps the arrow keys' own page
  // scroll from happening, so a list opened low in the window, reaching past its bottom, scrolls the page itself.
  test('a list that reaches past the window: each option the keys highlight is scrolled into the window, inside the list too', async ({ mount, page }) => {
    await page.setViewportSize({ width: 400, height: 240 });
    const root = await mount('widgets/Dropdown/ManyOptions', { mode: 'run' });
    await trigger(root).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeOption(root)).toBe('Bolivia');
    const shown = () =>
      listbox(root).evaluate((list) => {
        const option = list.ownerDocument.getElementById(list.getAttribute('aria-activedescendant') ?? '')!;
        const box = option.getBoundingClientRect();
        const inList = list.getBoundingClientRect();
        // Within a pixel: an option's fractional height leaves the page's whole-pixel scroll a fraction short.
        const inWindow = box.top >= -1 && box.bottom <= innerHeight + 1;
        const insideList = box.top >= inList.top && box.bottom <= inList.bottom + 1;
        return `${option.textContent}: ${inWindow ? 'in' : 'out of'} the window, ${insideList ? 'in' : 'out of'} the list`;
      });
    const expected = (name: string) => `${name}: in the window, in the list`;
    expect(await shown()).toBe(expected('Bolivia'));
    // Down the list (Cuba, disabled, skipped), past the window's bottom.
    for (const name of ['Brazil', 'Burundi', 'China', 'Colombia', 'Costa Rica', 'DR Congo']) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => activeOption(root)).toBe(name);
      expect(await shown()).toBe(expected(name));
    }
    await page.keyboard.press('End');
    await expect.poll(() => activeOption(root)).toBe('Yemen');
    expect(await shown()).toBe(expected('Yemen'));
    await page.keyboard.press('Home');
    await expect.poll(() => activeOption(root)).toBe('Bolivia');
    expect(await shown()).toBe(expected('Bolivia'));
  });
});

test.describe('dropdown select: closing on blur', () => {
  test(`closes ${DROPDOWN_BLUR_CLOSE_MS} ms after the focus left it, not at ${DROPDOWN_BLUR_CLOSE_MS - 1}`, async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Dropdown/Basic', { mode: 'run' });
    await pauseClock(page);
    await trigger(root).click();
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
    // A click on the empty page beside it (the open list covers the button below it).
    await page.mouse.click(5, 5);
    await expect(listbox(root)).not.toBeFocused();
    await page.clock.runFor(DROPDOWN_BLUR_CLOSE_MS - 1);
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'false');
    await expect(chosen(root)).toHaveText('Chosen: filter');
  });

  test('focus coming back within 500 ms keeps it open; moving between button and list never starts the timer', async ({ mount, page }) => {
    await page.clock.install();
    const root = await mount('widgets/Dropdown/Basic', { mode: 'run' });
    await pauseClock(page);
    await trigger(root).click(); // focus: button, then the list
    await page.clock.runFor(DROPDOWN_BLUR_CLOSE_MS * 2);
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
    await root.getByRole('button', { name: 'Somewhere else' }).focus();
    await page.clock.runFor(300);
    await listbox(root).focus();
    await page.clock.runFor(DROPDOWN_BLUR_CLOSE_MS * 2);
    await expect(trigger(root)).toHaveAttribute('aria-expanded', 'true');
  });
});
