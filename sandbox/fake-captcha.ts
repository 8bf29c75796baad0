/**
 * A fake captcha provider with the surface the runtime uses (runtime/captcha/captcha-loader.ts:
 * render, execute, reset), installed by the fake script loader (fake-players.ts) in place of the
 * provider's script. QA sets its behaviour on the window (`setFakeCaptcha`): pass (a token the
 * sandbox's lead endpoint accepts), fail (the error callback), expire (a token, then the expiry
 * callback) or never (the script "loads" but the library never appears, so the runtime's poll
 * ends in "Can not load grecaptcha"). A visible widget draws a checkbox to click; an invisible one
 * answers when executed.
 */
import type { CaptchaRenderParameters, Grecaptcha } from '../runtime/captcha';
import { FAKE_CAPTCHA_TOKEN_PREFIX } from './leads';

export type FakeCaptchaBehaviour = 'pass' | 'fail' | 'expire' | 'never';

export const FAKE_CAPTCHA_KEY = '__fakeCaptcha';
/** The fake answers after this, as the real provider answers asynchronously. */
const FAKE_CAPTCHA_DELAY_MS = 20;
/** An "expire" token lasts this long before the expiry callback. */
const FAKE_CAPTCHA_EXPIRY_MS = 100;

type FakeCaptchaWindow = Window & { [FAKE_CAPTCHA_KEY]?: { behaviour: FakeCaptchaBehaviour; calls: string[] }; grecaptcha?: Grecaptcha };

function state(win: Window) {
  const fake = win as FakeCaptchaWindow;
  return (fake[FAKE_CAPTCHA_KEY] ??= { behaviour: 'pass', calls: [] });
}

export function setFakeCaptcha(win: Window, behaviour: FakeCaptchaBehaviour): void {
  state(win).behaviour = behaviour;
}

/** How the fake answers now. */
export function fakeCaptchaBehaviour(win: Window): FakeCaptchaBehaviour {
  return state(win).behaviour;
}

export function installFakeCaptcha(win: Window): void {
  const fake = win as FakeCaptchaWindow;
  if (state(win).behaviour === 'never' || fake.grecaptcha) return;
  const widgets: CaptchaRenderParameters[] = [];
  /** Each visible widget's checkbox by its id (an invisible one draws none). */
  const checkboxes = new Map<number, HTMLButtonElement>();
  let issued = 0;
  const record = (call: string) => void state(win).calls.push(call);
  const answer = (id: number) => {
    const widget = widgets[id];
    if (!widget) return;
    const behaviour = state(win).behaviour;
    record(`answer:${behaviour}`);
    win.setTimeout(() => {
      if (behaviour === 'fail') return widget['error-callback']();
      widget.callback(`${FAKE_CAPTCHA_TOKEN_PREFIX}${++issued}`);
      if (behaviour === 'expire') win.setTimeout(() => widget['expired-callback'](), FAKE_CAPTCHA_EXPIRY_MS);
    }, FAKE_CAPTCHA_DELAY_MS);
  };
  fake.grecaptcha = {
    render(container, parameters) {
      const id = widgets.push(parameters) - 1;
      record(`render:${parameters.size}`);
      if (parameters.size !== 'invisible') {
        const button = container.ownerDocument.createElement('button');
        button.type = 'button';
        button.className = 'fake-captcha';
        button.textContent = "I'm not a robot (sandbox captcha)";
        button.setAttribute('role', 'checkbox');
        button.setAttribute('aria-checked', 'false');
        button.style.cssText = 'display:block;padding:12px 16px;border:1px solid #8a8079;border-radius:6px;background:#f7f4f1;font:inherit;cursor:pointer';
        button.addEventListener('click', () => {
          button.setAttribute('aria-checked', 'true');
          answer(id);
        });
        container.append(button);
        checkboxes.set(id, button);
      }
      return id;
    },
    execute(id) {
      record('execute');
      answer(id);
    },
    reset(id) {
      record('reset');
      checkboxes.get(id)?.setAttribute('aria-checked', 'false');
    },
  };
}
