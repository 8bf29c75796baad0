// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeCaptcha } from './fake-captcha';
import type { Grecaptcha } from '../runtime/captcha';

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { grecaptcha?: Grecaptcha }).grecaptcha;
});

const noop = () => undefined;
const params = (size: 'invisible' | 'normal' | 'compact') => ({ sitekey: 'k', size, callback: noop, 'expired-callback': noop, 'error-callback': noop });

describe('the sandbox captcha', () => {
  it('reset(id) un-ticks the checkbox of that widget, whatever was rendered before it (an invisible widget, one since removed)', () => {
    installFakeCaptcha(window);
    const api = (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
    const render = (size: 'invisible' | 'normal' | 'compact') => {
      const container = document.body.appendChild(document.createElement('div'));
      return { id: api.render(container, params(size)), container };
    };
    render('invisible');
    // A widget drawn for a phone, then removed when the window widened.
    const removed = render('compact');
    removed.container.remove();
    const shown = render('normal');
    const checkbox = shown.container.querySelector<HTMLButtonElement>('.fake-captcha')!;
    checkbox.click();
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    api.reset(shown.id);
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
  });
});
