/**
 * Page modals (issue 11) on the modals scenario: buttons with a `modal` action and links to
 * `#<modal id>` open them in preview and run; one modal opens another and Escape closes the top
 * one; a missing id opens nothing (admin says so under the button); in admin a click only
 * reports, and the editor panel shows a modal on request.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { openShell, pageParam } from '../support/harness';

test.describe('page modals', () => {
  test('a button opens the basic modal with its elements; a modal over it; Escape closes the top one; focus returns', async ({ page }) => {
    await page.goto('frame.html?scenario=modals&mode=run');
    const opener = page.getByRole('button', { name: 'Opening hours' });
    await opener.click();
    const hours = page.getByRole('dialog', { name: 'Opening hours' });
    await expect(hours).toHaveAttribute('data-modal-id', 'hours');
    await expect(hours).toHaveAttribute('data-kind', 'basic');
    await expect(hours).toContainText('Saturday and Sunday');
    await expect(hours.getByRole('button', { name: 'Close' })).toBeFocused();

    await hours.getByRole('button', { name: 'House rules' }).click();
    const rules = page.getByRole('dialog', { name: 'House rules' });
    await expect(rules).toContainText('No perfume');
    await page.keyboard.press('Escape');
    await expect(rules).toHaveCount(0);
    await expect(hours).toBeVisible();
    await expect(hours.getByRole('button', { name: 'House rules' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(hours).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a button in a modal back to the modal under it goes back to it: the one over it closes, and the first stays modal (the page behind it out of reach)', async ({ page }) => {
    const modalsPage = JSON.parse(readFileSync(new URL('../../scenarios/modals/page.json', import.meta.url), 'utf8')) as { modals: { id: string; elements: unknown[] }[] };
    const back = { id: 'rules-back', type: 'button01', data: { text: 'Back to the hours', action: { type: 'modal', modalId: 'hours' } } };
    modalsPage.modals.find((modal) => modal.id === 'rules')!.elements.push(back);
    await page.goto(`frame.html?scenario=modals&mode=run&page=${pageParam(modalsPage)}`);
    await page.getByRole('button', { name: 'Opening hours' }).click();
    const hours = page.getByRole('dialog', { name: 'Opening hours' });
    await hours.getByRole('button', { name: 'House rules' }).click();
    const rules = page.getByRole('dialog', { name: 'House rules' });
    await rules.getByRole('button', { name: 'Back to the hours' }).click();
    await expect(rules).toHaveCount(0);
    await expect(hours).toBeVisible();
    // Still modal: in the browser's top layer, the page behind it inert.
    expect(await hours.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(hours).toHaveCount(0);
  });

  test('a link in a modal to a section of the page: the modal closes and the visitor lands on the section, its focus there', async ({ page }) => {
    const modalsPage = JSON.parse(readFileSync(new URL('../../scenarios/modals/page.json', import.meta.url), 'utf8')) as { modals: { id: string; elements: unknown[] }[] };
    const visit = { id: 'hours-visit', type: 'button01', data: { text: 'Come and visit', action: { type: 'link', href: '#visit' } } };
    modalsPage.modals.find((modal) => modal.id === 'hours')!.elements.push(visit);
    await page.setViewportSize({ width: 1024, height: 400 });
    await page.goto(`frame.html?scenario=modals&mode=run&page=${pageParam(modalsPage)}`);
    await page.getByRole('button', { name: 'Opening hours' }).click();
    const hours = page.getByRole('dialog', { name: 'Opening hours' });
    await hours.getByRole('link', { name: 'Come and visit' }).click();
    await expect(hours).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).hash).toBe('#visit');
    const section = page.locator('section#visit');
    // Not undone by the focus going back to the button that opened the modal, at the top of the page.
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  });

  test('the grid modal from a button; a #link opens a modal instead of moving the hash', async ({ page }) => {
    await page.goto('frame.html?scenario=modals&mode=preview');
    await page.getByRole('button', { name: 'Our roasts' }).click();
    const roasts = page.getByRole('dialog', { name: 'Our roasts' });
    await expect(roasts).toHaveAttribute('data-kind', 'grid');
    await expect(roasts.locator('[data-element-id]')).toHaveCount(3);
    await roasts.getByRole('button', { name: 'Close' }).click();
    await expect(roasts).toHaveCount(0);

    // A link in owner text, then a button01 link: both to #rules.
    const rules = page.getByRole('dialog', { name: 'House rules' });
    for (const link of [page.getByRole('link', { name: 'house rules', exact: true }), page.getByRole('link', { name: 'House rules', exact: true })]) {
      await link.click();
      await expect(rules).toBeVisible();
      await expect.poll(() => new URL(page.url()).hash).toBe('');
      await rules.click({ position: { x: 6, y: 6 } });
      await expect(rules).toHaveCount(0);
      await expect(link).toBeFocused();
    }
  });

  test('a modal id the page does not have: nothing opens; admin says so under the button', async ({ page }) => {
    await page.goto('frame.html?scenario=modals&mode=run');
    await page.getByRole('button', { name: 'Gift cards' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-missing-modal]')).toHaveCount(0);

    await page.goto('frame.html?scenario=modals&mode=admin');
    await expect(page.locator('[data-missing-modal="gift-cards"]')).toHaveText('There is no modal "gift-cards" on this page');
    await expect(page.locator('[data-missing-modal]')).toHaveCount(1);
  });

  test('admin: a click only reports; the editor panel shows the modal', async ({ page }) => {
    const frame = await openShell(page, 'scenario=modals&mode=admin&viewport=desktop&panel=editor');
    await frame.getByRole('button', { name: 'Opening hours' }).click();
    await expect(frame.getByRole('dialog')).toHaveCount(0);
    await page.locator('[data-editor-modal="roasts"]').getByRole('button', { name: 'Show modal' }).click();
    const roasts = frame.getByRole('dialog', { name: 'Our roasts' });
    await expect(roasts).toBeVisible();
    await roasts.getByRole('button', { name: 'Close' }).click();
    await expect(roasts).toHaveCount(0);
  });
});
