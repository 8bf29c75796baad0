/**
 * A link to an element inside a BUNDLE tab that is not the open one (spec 000 §2: "the hash may
 * match ... an element id, and the tab containing it is opened"): the visitor is taken to the
 * element, as a followed `#` link takes them to any other element. The browser cannot scroll to an
 * element in a hidden panel, so the tabs do it once the panel shows (widgets/tabs/use-tabs.ts
 * useHashElementReveal). The element stands below a long text in its tab, so the tab bar on screen
 * is not the element on screen.
 */
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';

const text = (id: string, html: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'div', text: html } });

/** A tall block of page between the menu and the BUNDLE (a section's padding is at most 600 px each side). */
const spacer = (id: string) => ({ id, type: 'FREE', padding: { desktop: { top: 600, bottom: 600 } }, elements: [text(`${id}-text`, '<p>Further down.</p>')] });

/** A menu link to `#delivery-faq`, then `spacers` tall blocks, then the help BUNDLE whose second tab holds that element below a long text, then a tall footer (so the element can reach the top of the screen). */
function helpPage(spacers = 0) {
  return {
    settings: { title: 'Help', language: 'en', country: 'US' },
    sections: [
      { id: 'menu', type: 'FREE', elements: [{ id: 'to-faq', type: 'button01', data: { text: 'Delivery questions', action: { type: 'link', href: '#delivery-faq' } } }] },
      ...Array.from({ length: spacers }, (_, index) => spacer(`spacer-${index + 1}`)),
      {
        id: 'help',
        type: 'BUNDLE',
        title: 'Help',
        tabsAlign: 'left',
        tabs: [
          { id: 'about', title: 'About', elements: [text('about-text', '<p>About us.</p>')] },
          {
            id: 'faq',
            title: 'Questions',
            elements: [
              text('long-text', Array.from({ length: 60 }, (_, index) => `<p>Question ${index + 1}: an answer.</p>`).join('')),
              text('delivery-faq', '<h3>Delivery</h3><p>We deliver on Tuesdays.</p>'),
            ],
          },
        ],
      },
      spacer('footer'),
    ],
  };
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a link to an element in a BUNDLE tab that is not open opens the tab and brings the element on screen', async ({ page }) => {
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(helpPage())}`);
  await page.getByRole('link', { name: 'Delivery questions' }).click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  const element = page.locator('[data-element-id="delivery-faq"]');
  await expect(element).toBeVisible();
  await expect(element).toBeInViewport();
});

test('reduced motion, the BUNDLE far below (its tabs not created yet): the tab opens, and the element is on screen once they are', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(helpPage(3))}`);
  const help = page.locator('[data-bundle="help"]');
  await expect(help).not.toHaveAttribute('data-created', /.*/);
  await page.getByRole('link', { name: 'Delivery questions' }).click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(help).toHaveAttribute('data-created', 'true');
  const element = page.locator('[data-element-id="delivery-faq"]');
  await expect(element).toBeInViewport();
  // Brought to the top of the screen, as a followed link is.
  expect((await element.boundingBox())!.y).toBeLessThan(100);
});
