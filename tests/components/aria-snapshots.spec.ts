/**
 * What a screen reader meets in each widget (issue 18 part 4): names, roles and states from the
 * browser's accessibility tree, as Playwright's ARIA snapshots give them. The templates list what
 * must be there, in order; the keyboard walks of each widget are in its own spec.
 */
import { expect, test } from '../support/fixtures';

test.describe('ARIA snapshots', () => {
  test('tabs: a named tablist, the selected tab, its panel', async ({ mount, page }) => {
    await mount('widgets/Tabs/Basic', { mode: 'run' });
    await expect(page.getByRole('tablist')).toMatchAriaSnapshot(`
      - tablist "Brewing methods":
        - tab "Espresso" [selected]
        - tab "Filter"
        - tab "Cold brew"
    `);
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Espresso');
  });

  test('dropdown select: a button naming its value, then a listbox with the chosen option selected', async ({ mount }) => {
    const root = await mount('widgets/Dropdown/Basic', { mode: 'run' });
    await expect(root.locator('.rt-dropdown')).toMatchAriaSnapshot(`
      - 'button "Grind: Filter"'
    `);
    await root.getByRole('button', { name: 'Grind: Filter' }).press('Enter');
    await expect(root.getByRole('listbox')).toMatchAriaSnapshot(`
      - listbox "Grind":
        - option "Espresso"
        - option "Filter" [selected]
        - option "Whole beans"
    `);
  });

  test('slider: a carousel group of labelled slides with named controls', async ({ mount, page }) => {
    await mount('widgets/Slider/Autoplay', { mode: 'run', viewport: 'desktop' });
    await expect(page.locator('.rt-slider')).toHaveAttribute('data-slider-state', 'ready');
    await expect(page.locator('.rt-slider')).toMatchAriaSnapshot(`
      - group "Slideshow, 4 slides":
        - group "Slide 1 of 4":
          - img "Espresso with steam on a dark wooden table"
        - group "Slide 4 of 4"
        - button "Go to slide 1"
        - button "Go to slide 4"
        - button "Previous slide"
        - button "Next slide"
    `);
  });

  test('cart overlay: a named dialog, each line’s controls named by its product, the promocode field', async ({ mount, page }) => {
    await mount('cart/Cart/Open', { mode: 'run' });
    await expect(page.getByRole('dialog')).toMatchAriaSnapshot(`
      - dialog "Cart":
        - button "Close the cart"
        - heading "Cart" [level=2]
        - list:
          - listitem:
            - paragraph: "Sample product: in stock"
            - paragraph: In stock
            - 'button "One less Sample product: in stock"'
            - 'textbox "Quantity of Sample product: in stock"': "1"
            - 'button "One more Sample product: in stock"'
            - 'button "Remove Sample product: in stock"'
        - textbox "Promo code"
        - button "Apply"
    `);
  });

  test('pay modal: a named dialog with the bill, its sum as a term and definition, the methods as a named group', async ({ mount, page }) => {
    await mount('pay/PayModal/Bill', { mode: 'run' });
    await expect(page.getByRole('dialog')).toMatchAriaSnapshot(`
      - dialog "Payment":
        - button "Close"
        - heading "Payment" [level=2]
        - paragraph: Bill No. 1042
        - term: Amount
        - definition: $86.50
        - group "Choose a payment method":
          - button "Bank card"
          - button "Cash"
    `);
  });

  test('form01 after a failed check: invalid fields with their messages, the alert, the submit', async ({ mount, page }) => {
    await mount('forms/Form/ValidationErrors', { mode: 'run' });
    const form = page.locator('form.rt-form');
    await expect(form).toMatchAriaSnapshot(`
      - textbox "Your name" [invalid]
      - paragraph: Please fill in this field
      - textbox "Email" [invalid]: not-an-email
      - paragraph: Please enter a valid email address
      - group "Roasts you like":
        - checkbox "Light"
      - group "How should we reach you?":
        - radio "Email"
      - checkbox "I agree to the privacy policy" [invalid]
      - alert: Please fill in this field
      - button "Send request"
    `);
    // The messages are tied to their fields, so a screen reader reads them with the field.
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
  });

  test('anchors widget: a named navigation of section links', async ({ mount, page }) => {
    await mount('widgets/Anchors/Dots', { mode: 'run', viewport: 'desktop' });
    await expect(page.getByRole('navigation', { name: 'Page sections' })).toMatchAriaSnapshot(`
      - navigation "Page sections":
        - list:
          - listitem:
            - link "Welcome":
              - /url: "#welcome"
          - listitem:
            - link "Visit us":
              - /url: "#visit"
    `);
  });
});
