/**
 * The captcha provider's challenge when the captcha runs in a modal dialog (spec 001 §4 "A visible
 * variant runs in a modal"; spec 002 §5 "The captcha must be solved"). Every dialog of the site is
 * a modal <dialog>, in the browser's top layer, the page behind it inert: the form's captcha modal,
 * and a page modal holding a form with an invisible captcha. A reCAPTCHA-kind provider
 * (captcha-loader.ts) draws its checkbox where it is told, and its image challenge in a box it
 * appends to the document's <body> (its "bframe": placed in the document's coordinates, with a huge
 * z-index), which reCAPTCHA appends as it renders the widget, hidden, and shows when it asks. The
 * stand-in below does that, in place of the sandbox's fake (which never asks for a challenge): the
 * visitor can click the challenge, and the lead goes with its token (runtime/captcha/challenge-layer.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';
import { recordFormStates } from '../support/form-states';
import { FAKE_CAPTCHA_TOKEN_PREFIX } from '../../sandbox/leads';

/**
 * In place of the provider's script: its checkbox where it is told; its challenge in a box appended
 * to <body>, as it renders (`render`, reCAPTCHA's way: hidden until it asks) or when it asks (`ask`).
 */
async function standInCaptchaProvider(page: Page, appendedAt: 'render' | 'ask') {
  await page.addInitScript(
    ({ appendedAt, token }) => {
      type Params = { size: string; callback(token: string): void };
      const challenges: HTMLElement[] = [];
      const widgets: Params[] = [];
      const box = (id: number) => {
        const challenge = document.createElement('div');
        challenge.setAttribute('data-stand-in-challenge', '');
        challenge.style.cssText = 'visibility:hidden;position:absolute;top:-10000px;left:0;right:0;width:100%';
        const verify = document.createElement('button');
        verify.type = 'button';
        verify.textContent = 'Verify';
        verify.addEventListener('click', () => {
          challenge.style.cssText = 'visibility:hidden;position:absolute;top:-10000px;left:0;right:0;width:100%';
          widgets[id]!.callback(`${token}stand-in`);
        });
        const frame = document.createElement('div');
        frame.style.cssText = 'position:absolute;left:120px;width:200px;background:#fff;border:1px solid #888;padding:16px';
        frame.append(verify);
        challenge.append(frame);
        document.body.append(challenge);
        return challenge;
      };
      const ask = (id: number) => {
        const challenge = challenges[id] ?? box(id);
        challenge.style.cssText = `visibility:visible;position:absolute;top:${window.scrollY + 120}px;left:0;right:0;width:100%;z-index:2000000000`;
      };
      (window as unknown as { grecaptcha: unknown }).grecaptcha = {
        render(container: HTMLElement, params: Params) {
          const id = widgets.push(params) - 1;
          if (appendedAt === 'render') challenges[id] = box(id);
          if (params.size !== 'invisible') {
            const checkbox = document.createElement('button');
            checkbox.type = 'button';
            checkbox.textContent = "I'm not a robot";
            checkbox.addEventListener('click', () => ask(id));
            container.append(checkbox);
          }
          return id;
        },
        execute: (id: number) => ask(id),
        reset: () => undefined,
      };
    },
    { appendedAt, token: FAKE_CAPTCHA_TOKEN_PREFIX },
  );
}

/** The challenge's button takes a click at its place (nothing stands over it, it is not inert) and the keyboard focus; then it is clicked. */
async function solveChallenge(page: Page) {
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeVisible();
  const reach = await verify.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    (button as HTMLButtonElement).focus();
    return { clickLandsOnIt: hit === button, focusable: document.activeElement === button };
  });
  expect(reach, 'the challenge the visitor must solve').toEqual({ clickLandsOnIt: true, focusable: true });
  await verify.click();
}

/** The leads the sandbox took: their status and the captcha token they carried. */
const leads = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __sandbox: { leads: { list(): readonly { status: number; payload: unknown }[] } } }).__sandbox.leads
      .list()
      .map(({ status, payload }) => ({ status, token: (payload as Record<string, unknown>)['captcha-token'] })),
  );
const ACCEPTED = [{ status: 200, token: `${FAKE_CAPTCHA_TOKEN_PREFIX}stand-in` }];

const contactForm = (captcha: 'modal' | 'invisible') => ({
  id: 'contact-form',
  type: 'form01',
  data: { formId: 9, groupId: 'wholesale', captcha, captchaKey: 'stand-in-key', fields: [{ id: 'name', type: 'text', name: 'Name' }], submit: { text: 'Send' } },
});

test('the captcha modal: the provider’s challenge, appended to <body> as it renders, can be solved, and the lead goes', async ({ page }) => {
  await standInCaptchaProvider(page, 'render');
  const onPage = {
    settings: { title: 'Contact', language: 'en', country: 'US', projectId: 'harbor-forms' },
    sections: [{ id: 'contact', type: 'FREE', elements: [contactForm('modal')] }],
  };
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(onPage)}`);
  const form = page.locator('[data-element-id="contact-form"]');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ann');
  // The thanks shows for the second the success lasts on the page's (real) clock: every state the
  // form takes is recorded, so the success is seen however late the look after the lead comes.
  const formStates = await recordFormStates(form.locator('form'));
  await page.getByRole('button', { name: 'Send' }).click();
  const captchaModal = page.locator('[data-captcha-modal]');
  await expect(captchaModal).toBeVisible();
  await captchaModal.getByRole('button', { name: "I'm not a robot" }).click();
  await solveChallenge(page);
  await expect.poll(() => leads(page)).toEqual(ACCEPTED);
  await expect.poll(formStates).toContain('success');
  // The captcha modal has gone, and the provider's box is back where the provider put it.
  await expect(captchaModal).toHaveCount(0);
  await expect(page.locator('body > [data-stand-in-challenge]')).toHaveCount(1);
});

test('an invisible captcha in a form of a page modal: the provider’s challenge, appended to <body> when it asks, can be solved, and the lead goes', async ({ page }) => {
  await standInCaptchaProvider(page, 'ask');
  const inModal = {
    settings: { title: 'Contact', language: 'en', country: 'US', projectId: 'harbor-forms' },
    sections: [{ id: 'intro', type: 'FREE', elements: [{ id: 'open-contact', type: 'button01', data: { text: 'Write to us', action: { type: 'modal', modalId: 'contact' } } }] }],
    modals: [{ id: 'contact', title: 'Write to us', elements: [contactForm('invisible')] }],
  };
  await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(inModal)}`);
  await page.getByRole('button', { name: 'Write to us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write to us' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Ann');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await solveChallenge(page);
  await expect.poll(() => leads(page)).toEqual(ACCEPTED);
  // The form's action (close, by default) closes its modal.
  await expect(dialog).toHaveCount(0);
});

/**
 * The browsers of the build's target (Chrome 111, Firefox 114, Safari 16.4) as the dialog's Tab loop
 * finds them: this one, and, played in it, those whose Element.checkVisibility cannot tell a control
 * hidden by `visibility` (its `visibilityProperty` option is Chrome 121's, Firefox 122's, Safari 17.4's).
 */
const checkVisibilityOf = {
  'this browser': () => undefined,
  // Safari 16.4–17.3: no checkVisibility at all.
  'a browser without Element.checkVisibility': () => {
    delete (Element.prototype as Partial<Element>).checkVisibility;
  },
  // Chrome/Edge 111–120, Firefox 114–121: the option under its older name only, `checkVisibilityCSS`.
  'a browser whose checkVisibility ignores visibilityProperty': () => {
    const own = Element.prototype.checkVisibility;
    Element.prototype.checkVisibility = function (this: Element, options?: CheckVisibilityOptions) {
      return own.call(this, { ...options, visibilityProperty: options?.checkVisibilityCSS ?? false });
    };
  },
};

for (const [browser, script] of Object.entries(checkVisibilityOf)) {
  test(`the captcha modal, in ${browser}: the provider’s challenge, waiting hidden in the dialog, takes no place in its Tab loop`, async ({ page }) => {
    await page.addInitScript(script);
    await standInCaptchaProvider(page, 'render');
    const onPage = {
      settings: { title: 'Contact', language: 'en', country: 'US', projectId: 'harbor-forms' },
      sections: [{ id: 'contact', type: 'FREE', elements: [contactForm('modal')] }],
    };
    await page.goto(`frame.html?scenario=forms&mode=run&page=${pageParam(onPage)}`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ann');
    await page.getByRole('button', { name: 'Send' }).click();
    const captchaModal = page.locator('[data-captcha-modal]');
    const close = captchaModal.getByRole('button', { name: 'Close' });
    const checkbox = captchaModal.getByRole('button', { name: "I'm not a robot" });
    await expect(checkbox).toBeVisible();
    await expect(captchaModal.locator('[data-stand-in-challenge]')).toBeAttached();
    await expect(close).toBeFocused();
    // Around the dialog's controls, the Close button and the provider's checkbox, either way.
    await page.keyboard.press('Shift+Tab');
    await expect(checkbox).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
  });
}
