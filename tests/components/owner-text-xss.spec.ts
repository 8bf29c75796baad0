import { expect, test } from '../support/fixtures';
import { findUnsafeMarkup } from '../support/unsafe-markup';
import { readVectors } from '../support/vectors';

interface XssVector {
  input: string | null;
  generate?: string;
  tier: string;
}

const vectors = readVectors<{ vectors: XssVector[] }>('xss-payloads.json').vectors.filter((v) => v.tier.startsWith('must'));
const inputs = vectors.map((v) => (v.input ?? (new Function(`return (${v.generate});`)() as string)));

test('every must-tier XSS vector renders inert in Chromium: no script runs, no unsafe markup survives', async ({ mount, page }) => {
  expect(inputs.length).toBeGreaterThan(100);
  // Anything that runs would call one of these (the vectors use alert, confirm, prompt, print or console).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __xssCalls: string[] }).__xssCalls = calls;
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, { value: (...args: unknown[]) => void calls.push(`${name}(${args.join(',')})`), configurable: true });
    }
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const component = await mount('elements/Figure/OwnerTexts', { mode: 'run', texts: inputs });
  await expect(component.locator('.rt-figure-text')).toHaveCount(inputs.length);
  // Give event handlers such as onerror/onload and animations a chance to fire.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  const problems = await page.evaluate(
    ({ source }) => {
      const check = new Function(`return (${source});`)() as (root: ParentNode) => string[];
      const root = document.getElementById('root')!;
      const reparsed = document.createElement('div');
      reparsed.innerHTML = root.innerHTML; // mutation XSS: parse the output once more
      return [...check(root), ...check(reparsed)];
    },
    { source: findUnsafeMarkup.toString() },
  );
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)).toEqual([]);
  expect(dialogs).toEqual([]);
});
