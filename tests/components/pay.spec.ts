/**
 * Every pay modal view through the gallery (stories/pay/PayModal.stories.tsx), on both viewports:
 * the view shows with its content inside a modal dialog named "Payment", the close button has
 * the focus; on mobile the panel fills the screen.
 */
import { expect, test } from '../support/fixtures';

const VIEWS = [
  { story: 'Bill', view: 'bill', text: 'Choose a payment method' },
  { story: 'Loading', view: 'loading', text: 'Loading the bill…' },
  { story: 'Cash', view: 'cash', text: 'Bring the exact amount' },
  { story: 'AlreadyPaid', view: 'paid', text: 'This bill is already paid' },
  { story: 'Success', view: 'success', text: 'Thank you, the payment went through' },
  { story: 'Fail', view: 'fail', text: 'The payment did not go through' },
  { story: 'BadLink', view: 'problem', text: 'This payment link is not complete' },
] as const;

for (const viewport of ['desktop', 'mobile'] as const) {
  for (const { story, view, text } of VIEWS) {
    test(`pay modal, ${view} view on ${viewport}`, async ({ mount, page }) => {
      if (viewport === 'mobile') await page.setViewportSize({ width: 375, height: 667 });
      await mount(`pay/PayModal/${story}`, { mode: 'run', viewport });
      const dialog = page.getByRole('dialog', { name: 'Payment' });
      await expect(dialog).toHaveAttribute('data-pay-view', view);
      await expect(dialog).toContainText(text);
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      if (viewport === 'mobile') expect((await dialog.locator('.rt-modal__panel').boundingBox())?.width).toBe(375);
    });
  }
}
