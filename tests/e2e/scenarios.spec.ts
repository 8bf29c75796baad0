import { expect, test } from '../support/fixtures';
import { SCENARIO_IDS } from '../support/scenario-ids';

// The two hand-written pages (issue 19): businesses unlike the café, in Russian and English.
test('the Russian workshop page: named and transparent colours draw; the booking button opens its modal', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('frame.html?scenario=workshop&mode=admin');
  const site = page.locator('.rt-site');
  await expect(site).toHaveAttribute('lang', 'ru');
  await expect(page.locator('[data-part-error]')).toHaveCount(0);
  await expect(page.locator('[data-not-implemented]')).toHaveCount(0);
  const call = page.locator('[data-element-id="hero-call"]').getByRole('link', { name: 'Позвонить' });
  await expect(call).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('[data-element-id="hero-book"]').getByRole('button')).toHaveCSS('background-color', 'rgb(255, 140, 0)');

  await page.goto('frame.html?scenario=workshop&mode=run');
  await expect(page.locator('[data-element-id="hero-call"]')).toBeVisible();
  await expect(page.locator('[data-not-implemented], [data-part-error]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Записаться на ремонт' }).click();
  await expect(page.getByRole('dialog', { name: 'Запись на ремонт' })).toBeVisible();
});

test('the English clinic page: every section renders, the hidden pill follows the viewport, the booking modal opens for visitors', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('frame.html?scenario=clinic&mode=admin');
  await expect(page.locator('[data-section-id]')).toHaveCount(4);
  await expect(page.locator('[data-part-error]')).toHaveCount(0);
  await expect(page.locator('[data-not-implemented]')).toHaveCount(0);
  await expect(page.locator('[data-element-id="visit-parking"] [data-hidden-badge]')).toHaveText('Hidden on desktop');

  await page.goto('frame.html?scenario=clinic&mode=run');
  await expect(page.locator('[data-element-id="visit-parking"]')).toHaveCount(0);
  await expect(page.locator('[data-not-implemented], [data-part-error]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Book a check-up' }).click();
  await expect(page.getByRole('dialog', { name: 'Book a check-up' })).toBeVisible();
});

// Every scenario on a phone (issue 16, shots): it renders without page errors (the fixture's guard)
// and nothing makes it scroll sideways. `npm run shots` shows the same cases as pictures.
for (const scenario of SCENARIO_IDS) {
  test(`${scenario} on a 375 px phone: no page errors, nothing wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`frame.html?scenario=${scenario}&mode=run`);
    await expect(page.locator('.rt-site')).toHaveAttribute('data-viewport', 'mobile');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
}

// Review's visual defects (issue 10), kept fixed.
test('landing on a desktop: Visit us lines its three columns up; the Cupping mornings row has photo, text and button side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('frame.html?scenario=landing&mode=run');
  const top = async (id: string) => (await page.locator(`[data-element-id="${id}"]`).boundingBox())!.y;
  await page.locator('[data-section-id="visit"]').scrollIntoViewIfNeeded();
  const address = await top('visit-detail-0');
  expect(Math.abs((await top('visit-detail-1')) - address)).toBeLessThan(1);
  expect(Math.abs((await top('visit-contacts')) - address)).toBeLessThan(1);
  const photo = (await page.locator('[data-element-id="team-barista"]').boundingBox())!;
  for (const id of ['team-cupping', 'team-cupping-btn']) {
    const box = (await page.locator(`[data-element-id="${id}"]`).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(photo.y);
    expect(box.y + box.height).toBeLessThanOrEqual(photo.y + photo.height);
  }
});

test('widgets on a phone: the two rotators stack, each on its own line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('frame.html?scenario=widgets&mode=run');
  const [counter, open] = [await page.locator('[data-element-id="intro-counter"]').boundingBox(), await page.locator('[data-element-id="intro-open"]').boundingBox()];
  expect(open!.y).toBeGreaterThanOrEqual(counter!.y + counter!.height - 1);
  expect(counter!.width).toBeGreaterThan(300);
});
