/**
 * An owner's text with a long unbroken word (an address pasted as a label, a product code, a German
 * compound) on a phone: every owner text breaks inside the screen, nothing runs past its right edge
 * (the site root clips sideways overflow, so text past the edge would be lost to the visitor); so
 * does the path admin's error box names. And text that wraps takes no room from what stands beside
 * it (a contact's icon).
 */
import { expect, test } from '../support/fixtures';
import { openShell, pageParam } from '../support/harness';

const WORD = 'Long'.repeat(40); // 160 characters, no space
const PAGE = {
  sections: [
    {
      id: 'long',
      type: 'FREE',
      elements: [
        { id: 'btn', type: 'button01', data: { text: WORD, action: { type: 'link', href: 'https://example.com/' } } },
        { id: 'cts', type: 'contacts01', data: { items: [{ kind: 'email', value: `${WORD}@example.com` }, { kind: 'address', value: WORD }] } },
        { id: 'ico', type: 'icon01', data: { icon: 'check', size: 24, label: WORD, caption: WORD } },
        {
          id: 'form',
          type: 'form01',
          data: {
            formId: 1,
            groupId: 'g',
            fields: [
              { id: 'name', type: 'text', name: WORD },
              { id: 'pick', type: 'checkbox', name: 'Pick', options: [WORD, 'Short'] },
              { id: 'one', type: 'radio', name: 'One', options: [WORD, 'Short'] },
              { id: 'sel', type: 'select', name: 'Sel', options: [WORD, 'Short'] },
            ],
            submit: { text: 'Send' },
          },
        },
      ],
    },
    {
      id: 'menu',
      type: 'BUNDLE',
      title: 'Menu',
      tabs: [
        { id: 't1', title: WORD, elements: [{ id: 'p1', type: 'figure', data: { kind: 'text', tag: 'p', text: 'First' } }] },
        { id: 't2', title: 'Short', elements: [{ id: 'p2', type: 'figure', data: { kind: 'text', tag: 'p', text: 'Second' } }] },
      ],
    },
    {
      id: 'shop',
      type: 'PRODUCTS',
      title: 'Shop',
      params: { products: 1, products_type: 'single', navigation: { type: 'button', max_count: 9 }, adaptive: { columns: 1 } },
      settings: { source: 'category', style_card: { actions: { button: 'cart', cart: 'cart', name: true, media: true, buttonText: 'Add to cart' }, elements_list: ['media', 'name', 'article', 'price', 'button'] } },
      categories: [
        {
          id: 'c1',
          name: 'All',
          products: [
            {
              id: '901',
              title: WORD,
              link: '/shop/long/',
              description: '',
              images: [],
              options: [],
              article: WORD,
              isOldPrice: false,
              hasOptions: false,
              variants: [{ id: '901-1', productId: '901', price: 10, oldPrice: null, article: WORD, quantity: -1, optionValueIds: [], visible: true }],
            },
          ],
        },
      ],
      categories_enabled: false,
    },
  ],
};

test('a long unbroken word in owner text stays inside a phone screen', async ({ page }) => {
  const frame = await openShell(page, `scenario=landing&mode=run&viewport=mobile&page=${pageParam(PAGE)}`);
  await expect(frame.locator('[data-form-field="sel"]')).toBeVisible();
  const overflowing = await frame.locator('.rt-site').evaluate((site) => {
    const width = site.ownerDocument.documentElement.clientWidth;
    const selectors = ['.rt-contacts__value', '.rt-button', '.rt-icon__caption', '.rt-field__label', '.rt-form__choice', '.rt-form__choices legend', 'select.rt-field__input'];
    const out: string[] = [];
    for (const selector of selectors) {
      for (const node of site.querySelectorAll(selector)) {
        const box = node.getBoundingClientRect();
        if (box.right > width + 1 || box.left < -1) out.push(`${selector}: ${Math.round(box.left)}..${Math.round(box.right)} > ${width}`);
        // Text clipped inside its own box is lost too.
        if ((node as HTMLElement).scrollWidth > (node as HTMLElement).clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible') out.push(`${selector}: clipped ${(node as HTMLElement).scrollWidth} in ${(node as HTMLElement).clientWidth}`);
      }
    }
    return out;
  });
  expect(overflowing).toEqual([]);
});

test('a product with a long unbroken name and article keeps its text inside its card on a phone', async ({ page }) => {
  const frame = await openShell(page, `scenario=landing&mode=run&viewport=mobile&page=${pageParam(PAGE)}`);
  const card = frame.locator('article.rt-card[data-product-id="901"]');
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  const lost = await card.evaluate((node) => {
    const cardBox = node.getBoundingClientRect();
    const out: string[] = [];
    for (const selector of ['.rt-card__name', '.rt-card__article']) {
      const target = node.querySelector(selector);
      if (!target) {
        out.push(`${selector}: missing`);
        continue;
      }
      const range = node.ownerDocument.createRange();
      range.selectNodeContents(target);
      const text = range.getBoundingClientRect();
      if (text.right > cardBox.right + 1) out.push(`${selector}: text ends at ${Math.round(text.right)}, card at ${Math.round(cardBox.right)}`);
    }
    return out;
  });
  expect(lost).toEqual([]);
});

test('a tab with a long unbroken title fits its tab bar on a phone (both tabs can be seen and read)', async ({ page }) => {
  const frame = await openShell(page, `scenario=landing&mode=run&viewport=mobile&page=${pageParam(PAGE)}`);
  const bar = frame.locator('[data-section-id="menu"] .rt-tabs__list');
  await bar.scrollIntoViewIfNeeded();
  await expect(bar.getByRole('tab')).toHaveCount(2);
  const sizes = await bar.evaluate((list) => ({ bar: list.clientWidth, tabs: [...list.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().width)) }));
  for (const width of sizes.tabs) expect(width, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.bar);
});

test("in admin on a phone a broken part's error box shows its whole message inside the box", async ({ page }) => {
  // The button's text colour is an object where a colour belongs: its path has no place to break.
  const broken = {
    settings: { title: 'Broken button', language: 'en' },
    sections: [{ id: 'one', type: 'FREE', elements: [{ id: 'b', type: 'button01', data: { text: 'Order', action: { type: 'link', href: '#x' }, style: { text: '#cccccc' } } }] }],
  };
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`frame.html?scenario=landing&mode=admin&page=${pageParam(broken)}`);
  const box = page.locator('.rt-error-box');
  await expect(box).toContainText('sections[0].elements[0].data.style.text');
  const edges = await box.evaluate((element) => {
    const style = getComputedStyle(element);
    const inner = element.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return {
      box: Math.round(inner),
      overflowing: [...element.querySelectorAll('*')].filter((part) => part.getBoundingClientRect().right > inner + 0.5).map((part) => `${part.tagName.toLowerCase()} to ${Math.round(part.getBoundingClientRect().right)} px`),
    };
  });
  expect(edges.overflowing, `the box's content ends at ${edges.box} px`).toEqual([]);
});

test('on a phone a contact whose text wraps keeps its icon as large as the others, beside its first line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('frame.html?scenario=workshop&mode=run&sections=contacts');
  await expect(page.locator('.rt-contacts__item[data-contact="address"]')).toBeVisible();
  const contacts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.rt-contacts__item')].map((item) => {
      const icon = item.querySelector('svg')!.getBoundingClientRect();
      const text = item.querySelector('.rt-contacts__text')!.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(item.querySelector('.rt-contacts__value')!).lineHeight);
      return {
        kind: item.dataset.contact,
        icon: Math.round(icon.width),
        drawnAt: Number(item.querySelector('svg')!.getAttribute('width')),
        textLeft: Math.round(text.left),
        lines: Math.round(text.height / lineHeight),
        // The icon's middle from the middle of the text's first line.
        offCentre: Math.round(icon.top + icon.height / 2 - (text.top + lineHeight / 2)),
      };
    }),
  );
  expect(contacts.find((contact) => contact.kind === 'address')?.lines, 'the address runs to two lines on this phone').toBeGreaterThan(1);
  for (const contact of contacts) {
    expect(contact.icon, `the ${contact.kind} icon`).toBe(contact.drawnAt);
    expect(contact.textLeft, `the ${contact.kind} text starts where the others do`).toBe(contacts[0]!.textLeft);
    expect(Math.abs(contact.offCentre), `the ${contact.kind} icon stands by the first line`).toBeLessThanOrEqual(1);
  }
});
