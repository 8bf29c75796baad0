// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepChallengeInDialog } from './challenge-layer';

/** A widget's box, in a <dialog> (open or not yet) or on the page. */
function widgetBox(place: 'dialog' | 'open dialog' | 'page'): { box: HTMLElement; dialog: HTMLDialogElement | null } {
  const box = document.createElement('div');
  if (place === 'page') {
    document.body.append(box);
    return { box, dialog: null };
  }
  const dialog = document.createElement('dialog');
  if (place === 'open dialog') dialog.setAttribute('open', '');
  dialog.append(box);
  document.body.append(dialog);
  return { box, dialog };
}

/** What the provider appends to <body> for its challenge (reCAPTCHA's "bframe"), after a microtask (the observer's). */
async function providerAppends(tag = 'div'): Promise<HTMLElement> {
  const node = document.createElement(tag);
  document.body.append(node);
  await Promise.resolve();
  return node;
}

const stops: (() => void)[] = [];
const keep = (box: HTMLElement) => {
  const stop = keepChallengeInDialog(box);
  stops.push(stop);
  return stop;
};

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

describe('the provider’s challenge of a captcha in a modal dialog', () => {
  it('is moved from <body> into the widget’s layer, inside the dialog; a script or a frame of the page is not', async () => {
    const { box, dialog } = widgetBox('open dialog');
    keep(box);
    const layer = box.querySelector('[data-captcha-layer]');
    expect(layer).not.toBeNull();
    const challenge = await providerAppends();
    expect(challenge.parentElement).toBe(layer);
    expect(dialog!.contains(challenge)).toBe(true);
    // The code action's frame (forms/run-code.ts), a script: left where they are.
    const frame = await providerAppends('iframe');
    const script = await providerAppends('script');
    expect([frame.parentElement, script.parentElement]).toEqual([document.body, document.body]);
  });

  it('goes back to <body>, as the provider left it, when the widget goes; the layer goes', async () => {
    const { box } = widgetBox('open dialog');
    const stop = keep(box);
    const challenge = await providerAppends();
    challenge.style.visibility = 'hidden';
    stop();
    expect(challenge.parentElement).toBe(document.body);
    expect(challenge.style.visibility).toBe('hidden');
    expect(box.querySelector('[data-captcha-layer]')).toBeNull();
    // Nothing is moved any more.
    expect((await providerAppends()).parentElement).toBe(document.body);
  });

  it('is left in <body> for a widget on the page (nothing is inert there)', async () => {
    const { box } = widgetBox('page');
    keep(box);
    expect(box.querySelector('[data-captcha-layer]')).toBeNull();
    expect((await providerAppends()).parentElement).toBe(document.body);
  });

  it('goes to the newest widget’s dialog (the one on top: a captcha modal over the page modal of its form), and to the older one once that has gone', async () => {
    const pageModal = widgetBox('open dialog');
    keep(pageModal.box);
    const captchaModal = widgetBox('open dialog');
    const stopTop = keep(captchaModal.box);
    expect((await providerAppends()).closest('dialog')).toBe(captchaModal.dialog);
    stopTop();
    expect((await providerAppends()).closest('dialog')).toBe(pageModal.dialog);
  });

  it('put back in <body> as its widget goes, stays there: another live widget’s layer does not take it (its frame would load anew)', async () => {
    const older = widgetBox('open dialog');
    keep(older.box);
    const newer = widgetBox('open dialog');
    const stopNewer = keep(newer.box);
    const challenge = await providerAppends();
    expect(challenge.closest('dialog')).toBe(newer.dialog);
    stopNewer();
    await Promise.resolve();
    expect(challenge.parentElement).toBe(document.body);
    // What the older widget's provider appends after that is still its own.
    expect((await providerAppends()).closest('dialog')).toBe(older.dialog);
  });

  it('is shown in the top layer (a popover) once its dialog is open, so that it stands above the dialog', async () => {
    const shown: Element[] = [];
    // jsdom has no popovers: the browser's method, recorded.
    Object.defineProperty(HTMLElement.prototype, 'showPopover', {
      configurable: true,
      value(this: HTMLElement) {
        shown.push(this);
      },
    });
    try {
      const { box, dialog } = widgetBox('dialog');
      keep(box);
      const layer = box.querySelector('[data-captcha-layer]');
      expect(layer?.getAttribute('popover')).toBe('manual');
      await Promise.resolve();
      expect(shown).toEqual([]);
      dialog!.setAttribute('open', '');
      await Promise.resolve();
      expect(shown).toEqual([layer]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
    }
  });
});
