import { expect, test } from '../support/fixtures';

test.describe('button01', () => {
  test('a link action is a real link for visitors, and only reported while editing', async ({ mount, page }) => {
    const visitor = await mount('elements/Button01/LinkAction', { mode: 'run' });
    const link = visitor.getByRole('link', { name: 'See the menu' });
    await expect(link).toHaveAttribute('href', '#menu');
    await link.click();
    await expect(page).toHaveURL(/#menu$/);

    const editor = await mount('elements/Button01/LinkAction', { mode: 'admin' });
    await editor.getByRole('link', { name: 'See the menu' }).click();
    await expect(page).not.toHaveURL(/#menu$/);
  });

  test('shop actions: a press that cannot take effect says why under its button, describes it, and the next press starts afresh', async ({ mount }) => {
    const component = await mount('elements/Button01/ShopActions', { mode: 'run', viewport: 'desktop' });
    const refusal = (id: string) => component.locator(`[data-element-id="${id}"] [data-button-refusal]`);
    const soldOut = component.getByRole('button', { name: 'Add the sold-out beans' });
    await soldOut.click();
    await expect(refusal('sold-out')).toHaveText('Out of stock');
    await expect(soldOut).toHaveAccessibleDescription('Out of stock');
    await component.getByRole('button', { name: 'Add a retired blend' }).click();
    await expect(refusal('gone')).toHaveText('This product is no longer sold here');
    // An orderable product is added: no reason under it, and the others keep theirs.
    await component.getByRole('button', { name: 'Add the discovery box' }).click();
    await expect(component.locator('[data-site-announcer]')).toContainText('Added to cart');
    await expect(refusal('add')).toHaveCount(0);
    await expect(refusal('sold-out')).toHaveText('Out of stock');
  });

  test('a javascript: link is dropped: the button has no href and clicking runs nothing', async ({ mount, page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const component = await mount('elements/Button01/UnsafeLink', { mode: 'run' });
    await expect(component.getByRole('link')).toHaveCount(0);
    await component.getByRole('button', { name: 'Unsafe link' }).click();
    expect(dialogs).toEqual([]);
  });

  test('button styles: fill, outline border, gradient, underline, wide', async ({ mount }) => {
    const component = await mount('elements/Button01/Styles', { mode: 'run', viewport: 'desktop' });
    // The outline is an inset ring, so the outline button stands exactly as tall as the filled one.
    await expect(component.getByRole('button', { name: 'Outline' })).toHaveCSS('box-shadow', 'rgb(180, 83, 42) 0px 0px 0px 2px inset');
    const [filled, outline] = [await component.getByRole('button', { name: 'Filled' }).boundingBox(), await component.getByRole('button', { name: 'Outline' }).boundingBox()];
    expect(outline!.height).toBe(filled!.height);
    await expect(component.getByRole('button', { name: 'Gradient, high' })).toHaveCSS('background-image', /linear-gradient/);
    await expect(component.getByRole('link', { name: 'Underlined link' })).toHaveCSS('text-decoration-line', 'underline');
    await expect(component.getByRole('link', { name: 'Underlined link' })).toHaveAttribute('rel', 'noopener noreferrer');
    const wide = await component.getByRole('button', { name: 'Wide button with icon' }).boundingBox();
    const row = await component.locator('.rt-free').boundingBox();
    expect(wide!.width).toBeCloseTo(row!.width, 0);
  });
});

test.describe('hidden elements and broken parts', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`hidden for the viewport (${viewport}): marked in admin, removed in preview and run`, async ({ mount }) => {
      const admin = await mount('elements/Figure/HiddenEverywhere', { mode: 'admin', viewport });
      await expect(admin.getByText('Hidden on every viewport')).toBeVisible();
      const badge = admin.locator('[data-hidden-badge]');
      await expect(badge).toHaveText(`Hidden on ${viewport}`);
      // The part is greyed at full strength (a fade would lower its contrast), its badge is not
      // greyed, and the badge sits above the part's text, not on it.
      const cell = admin.locator('.rt-cell--hidden-here');
      await expect(cell.locator('.rt-figure-text')).toHaveCSS('opacity', '1');
      await expect(cell.locator('.rt-figure-text')).toHaveCSS('filter', 'grayscale(1)');
      await expect(badge).toHaveCSS('filter', 'none');
      const [badgeBox, textBox] = [await badge.boundingBox(), await admin.getByText('Hidden on every viewport').boundingBox()];
      expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(textBox!.y + 4);
      for (const mode of ['preview', 'run'] as const) {
        const visitor = await mount('elements/Figure/HiddenEverywhere', { mode, viewport });
        await expect(visitor.getByText('Always shown')).toBeVisible();
        await expect(visitor.getByText('Hidden on every viewport')).toHaveCount(0);
      }
    });
  }

  test('broken and not-yet-built parts: boxes in admin, nothing for visitors, the rest works', async ({ mount }) => {
    const admin = await mount('elements/Figure/BrokenParts', { mode: 'admin' });
    await expect(admin.getByText('A valid element keeps working')).toBeVisible();
    await expect(admin.locator('[data-part-error]')).toHaveCount(2);
    await expect(admin.locator('[data-part-error]').first()).toContainText('data.kind');
    await expect(admin.locator('[data-part-error]').nth(1)).toContainText('unknown element type "marquee"');
    await expect(admin.locator('[data-not-implemented="form01"]')).toHaveText('Not supported yet: form01 #pending');
    await expect(admin.locator('[data-not-implemented="form01"]')).toHaveAttribute('role', 'alert');

    const visitor = await mount('elements/Figure/BrokenParts', { mode: 'run' });
    await expect(visitor.getByText('A valid element keeps working')).toBeVisible();
    await expect(visitor.locator('[data-part-error], [data-not-implemented]')).toHaveCount(0);
  });
});

test.describe('figure, hr01, icon01', () => {
  test('text: plain text keeps line breaks, markup is kept when well formed', async ({ mount }) => {
    const heading = await mount('elements/Figure/Heading', { mode: 'run' });
    await expect(heading.getByRole('heading', { level: 1 })).toContainText('Small-batch coffee,');
    await expect(heading.locator('h1 br')).toHaveCount(1);
    const rich = await mount('elements/Figure/RichText', { mode: 'run' });
    await expect(rich.locator('strong')).toHaveText('every Tuesday');
    await expect(rich.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });

  test('a shape holding text grows with it: on a phone a long pill wraps inside its border', async ({ mount, page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const shapes = await mount('elements/Figure/Shapes', { mode: 'run', viewport: 'mobile' });
    const pill = shapes.locator('[data-element-id="long-pill"] .rt-figure-shape');
    const [pillBox, textBox] = [await pill.boundingBox(), await pill.locator('.rt-figure-shape__text').boundingBox()];
    expect(textBox!.height).toBeGreaterThan(30);
    expect(pillBox!.height).toBeGreaterThan(44);
    expect(textBox!.y).toBeGreaterThanOrEqual(pillBox!.y);
    expect(textBox!.y + textBox!.height).toBeLessThanOrEqual(pillBox!.y + pillBox!.height);
    // Without text, a shape keeps the height it was given.
    await expect(shapes.locator('[data-element-id="circle"] .rt-figure-shape')).toHaveCSS('height', '120px');
  });

  test('on a phone, icons and circles shrink to their cells and stay round (issue 19.3)', async ({ mount, page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const icons = await mount('elements/Icon01/NarrowCells', { mode: 'run', viewport: 'mobile' });
    const boxes = await icons.locator('.rt-cell').evaluateAll((cells) =>
      cells.map((cell) => {
        const [outer, box, glyph] = [cell.getBoundingClientRect(), cell.querySelector('.rt-icon')!.getBoundingClientRect(), cell.querySelector('.rt-icon svg')!.getBoundingClientRect()];
        return { cell: outer.width, width: box.width, height: box.height, left: box.left - outer.left, right: outer.right - box.right, glyph: glyph.width };
      }),
    );
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      expect(box.cell).toBeLessThan(122);
      expect(box.width).toBeLessThanOrEqual(box.cell + 0.5);
      expect(Math.abs(box.width - box.height)).toBeLessThan(0.5);
      expect(box.left).toBeGreaterThanOrEqual(-0.5);
      expect(box.right).toBeGreaterThanOrEqual(-0.5);
      expect(box.glyph / box.width).toBeCloseTo(64 / 122, 2);
    }
    const circle = await mount('elements/Figure/NarrowCircle', { mode: 'run', viewport: 'mobile' });
    const shape = circle.locator('[data-element-id="narrow-circle"] .rt-figure-shape');
    const [shapeBox, cellBox] = [await shape.boundingBox(), await circle.locator('[data-element-id="narrow-circle"]').boundingBox()];
    expect(shapeBox!.width).toBeLessThanOrEqual(cellBox!.width + 0.5);
    expect(Math.abs(shapeBox!.width - shapeBox!.height)).toBeLessThan(0.5);
  });

  test('hr01 draws the configured line', async ({ mount }) => {
    const component = await mount('elements/Hr01/DashedShort', { mode: 'run' });
    const line = component.locator('hr');
    await expect(line).toHaveCSS('border-top-style', 'dashed');
    await expect(line).toHaveCSS('border-top-width', '3px');
    const [lineBox, cellBox] = [await line.boundingBox(), await component.locator('.rt-hr').boundingBox()];
    expect(lineBox!.width / cellBox!.width).toBeCloseTo(0.3, 1);
  });

  test('icon01: a caption shows under the icon; a label alone names it for screen readers only (issue 19.5)', async ({ mount }) => {
    const icons = await mount('elements/Icon01/Captioned', { mode: 'run', viewport: 'desktop' });
    const coffee = icons.locator('[data-element-id="cap-coffee"]');
    await expect(coffee.getByText('Roasted weekly')).toBeVisible();
    await expect(coffee.getByRole('img', { name: 'Coffee cup' })).toBeVisible();
    const [iconBox, captionBox] = [await coffee.locator('.rt-icon').boundingBox(), await coffee.getByText('Roasted weekly').boundingBox()];
    expect(captionBox!.y).toBeGreaterThan(iconBox!.y + iconBox!.height - 1);
    // Boxed or not, captions of one row stand on one line.
    const captionTops = await icons.locator('.rt-icon__caption').evaluateAll((captions) => captions.map((caption) => caption.getBoundingClientRect().top));
    expect(captionTops).toHaveLength(2);
    expect(Math.abs(captionTops[0]! - captionTops[1]!)).toBeLessThan(1);
    // A caption without a label: the caption is read once, the glyph is decorative.
    const truck = icons.locator('[data-element-id="cap-truck"]');
    await expect(truck.getByText('Free delivery')).toBeVisible();
    await expect(truck.getByRole('img')).toHaveCount(0);
    // A label without a caption: nothing shown, the name is there.
    const leaf = icons.locator('[data-element-id="cap-none"]');
    await expect(leaf.getByRole('img', { name: 'Organic' })).toBeVisible();
    await expect(leaf.locator('.rt-icon__caption')).toHaveCount(0);
  });

  test('icon01 renders labelled icons and a safe tel: link', async ({ mount }) => {
    const icons = await mount('elements/Icon01/Shapes', { mode: 'run' });
    await expect(icons.getByRole('img', { name: 'coffee' })).toBeVisible();
    await expect(icons.locator('.rt-icon--circle')).toHaveCount(2);
    // Boxed and unboxed icons in one row line up on their middles.
    const middles = await icons.locator('.rt-icon').evaluateAll((boxes) => boxes.map((box) => { const rect = box.getBoundingClientRect(); return rect.top + rect.height / 2; }));
    expect(middles).toHaveLength(6);
    for (const middle of middles) expect(Math.abs(middle - middles[1]!)).toBeLessThan(1);
    const linked = await mount('elements/Icon01/LinkedIcon', { mode: 'run' });
    await expect(linked.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15551234567');
  });
});

test.describe('media01', () => {
  test('reserves its box from the proportion, then loads a resized image', async ({ mount }) => {
    const component = await mount('elements/Media01/Image', { mode: 'run', viewport: 'desktop' });
    const box = component.locator('.rt-image');
    const size = await box.boundingBox();
    expect(size!.height / size!.width).toBeCloseTo(1200 / 1600, 2);
    await expect(box).toHaveAttribute('data-state', 'loaded');
    const natural = await box.locator('img.rt-image__img').evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(natural).toBeLessThan(1600);
  });

  test('a missing image keeps its coloured box and never shows a broken-image icon', async ({ allowConsoleErrors, mount }) => {
    // The sandbox answers 404 for an image it does not know; the browser logs the failed load.
    allowConsoleErrors(/status of 404.*\/img\/no-such-image_/);
    const component = await mount('elements/Media01/MissingImage', { mode: 'run' });
    const box = component.locator('.rt-image');
    await expect(box).toHaveAttribute('data-state', 'error');
    await expect(box.locator('img.rt-image__img')).toHaveCount(0);
    await expect(box).toHaveCSS('background-color', 'rgb(201, 184, 166)');
  });
});
