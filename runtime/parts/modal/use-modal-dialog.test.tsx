// @vitest-environment jsdom
/**
 * Escape in a dialog of the site (useModalDialog): it closes the top dialog, unless a control
 * inside took that Escape for itself (spec 000 §4: Escape on an open dropdown collapses it; a
 * refusal tip hides on Escape, WCAG 1.4.13). The next Escape closes the dialog.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import { Dropdown } from '../../widgets/dropdown/Dropdown';
import { RefusalTip } from '../../catalogue/RefusalTip';
import { useModalDialog, whenDialogOpen } from './use-modal-dialog';
import { whenScrollFree } from './scroll-lock';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no showModal: open is all this test needs of it.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
});

/** A dialog on useModalDialog holding a dropdown and a refused button with its tip, as the options modal does. */
function OptionsLikeDialog({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { handlers } = useModalDialog(dialog, onClose);
  const [size, setSize] = useState<string | null>('s');
  return (
    <dialog ref={dialog} aria-label="Options" {...handlers}>
      <Dropdown
        label="Size"
        value={size}
        onChange={setSize}
        options={[
          { value: 's', label: 'S' },
          { value: 'm', label: 'M' },
        ]}
      />
      <RefusalTip tip="Out of stock">
        {(describedBy) => (
          <button type="button" aria-disabled aria-describedby={describedBy}>
            Add to cart
          </button>
        )}
      </RefusalTip>
    </dialog>
  );
}

function setup() {
  const onClose = vi.fn();
  render(
    <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={createSiteStores()}>
      <OptionsLikeDialog onClose={onClose} />
    </RuntimeProvider>,
  );
  return { onClose };
}

it('Escape on an open dropdown collapses its list and leaves the dialog open; the next Escape closes the dialog', () => {
  const { onClose } = setup();
  const button = document.querySelector<HTMLButtonElement>('.rt-dropdown__button')!;
  act(() => button.focus());
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const list = screen.getByRole('listbox', { hidden: true });
  fireEvent.keyDown(list, { key: 'Escape' });
  expect(document.querySelector('.rt-dropdown')?.getAttribute('data-state')).not.toBe('open');
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(document.activeElement ?? button, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('Escape on a refused button hides its tip and leaves the dialog open; the next Escape closes the dialog', () => {
  const { onClose } = setup();
  const refused = screen.getByRole('button', { name: 'Add to cart', hidden: true });
  fireEvent.keyDown(refused, { key: 'Escape' });
  expect(refused.closest('[data-tip-dismissed]')).not.toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.keyDown(refused, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

/** A dialog with a playing video: an embedded player's frame, or a file's own controls, and the close button. */
function VideoDialog({ player }: { player: 'iframe' | 'video' }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { handlers } = useModalDialog(dialog, () => undefined);
  return (
    <dialog ref={dialog} aria-label="Video" {...handlers}>
      <button type="button">Close</button>
      {player === 'iframe' ? <iframe title="Player" src="about:blank" /> : <video controls aria-label="Player" />}
    </dialog>
  );
}

it.each(['iframe', 'video'] as const)('Tab from the close button reaches a playing video\u2019s %s inside the dialog, not back to the close button', (player) => {
  // jsdom lays nothing out: every element counts as shown.
  const rects = vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  render(
    <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={createSiteStores()}>
      <VideoDialog player={player} />
    </RuntimeProvider>,
  );
  const close = screen.getByRole('button', { name: 'Close', hidden: true });
  act(() => close.focus());
  // Not the last stop: the browser's own Tab moves on to the player.
  expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true);
  expect(document.activeElement).toBe(close);
  rects.mockRestore();
});

/** A dialog with a captcha's checkbox and, after it, the provider's challenge waiting hidden by `visibility` (captcha/challenge-layer.ts). */
function CaptchaDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { handlers } = useModalDialog(dialog, () => undefined);
  return (
    <dialog ref={dialog} aria-label="Captcha" {...handlers}>
      <button type="button">Close</button>
      <button type="button">I’m not a robot</button>
      <div style={{ visibility: 'hidden' }}>
        <button type="button">Verify</button>
      </div>
    </dialog>
  );
}

/** A dialog whose last control in the DOM is out of the Tab order (tabindex -1: a card's photo link its name repeats). */
function OutOfOrderDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { handlers } = useModalDialog(dialog, () => undefined);
  return (
    <dialog ref={dialog} aria-label="Card" {...handlers}>
      <button type="button">Close</button>
      <button type="button">Add to cart</button>
      <a href="/product/1" tabIndex={-1} aria-hidden="true">
        Photo
      </a>
    </dialog>
  );
}

it('Tab from the last control in the Tab order goes round to the first: a control out of the order (tabindex -1) is no stop of the loop', () => {
  const rects = vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  render(
    <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={createSiteStores()}>
      <OutOfOrderDialog />
    </RuntimeProvider>,
  );
  const close = screen.getByRole('button', { name: 'Close', hidden: true });
  const add = screen.getByRole('button', { name: 'Add to cart', hidden: true });
  act(() => add.focus());
  fireEvent.keyDown(add, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
  rects.mockRestore();
});

/** The browsers of the target that cannot tell `visibility: hidden` by checkVisibility: the method each has, if any. */
const withoutVisibilityCheck: Record<string, ((this: Element, options?: CheckVisibilityOptions) => boolean) | null> = {
  // Safari 16.4–17.3.
  'a browser without Element.checkVisibility': null,
  // Chrome/Edge 111–120, Firefox 114–121: the option under its older name only (checkVisibilityCSS).
  'a browser whose checkVisibility ignores visibilityProperty': function (options) {
    return !options?.checkVisibilityCSS || getComputedStyle(this).visibility === 'visible';
  },
};

describe.each(Object.entries(withoutVisibilityCheck))('in %s, a control hidden by `visibility` takes no place in the Tab loop', (_browser, checkVisibility) => {
  let rects: MockInstance<() => DOMRectList>;
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility');
  beforeEach(() => {
    // jsdom lays nothing out: every element counts as laid out, and visibility alone tells them apart.
    rects = vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    if (checkVisibility) Element.prototype.checkVisibility = checkVisibility;
    else delete (Element.prototype as Partial<Element>).checkVisibility;
  });
  afterEach(() => {
    rects.mockRestore();
    if (own) Object.defineProperty(Element.prototype, 'checkVisibility', own);
    else delete (Element.prototype as Partial<Element>).checkVisibility;
  });

  function open() {
    render(
      <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={createSiteStores()}>
        <CaptchaDialog />
      </RuntimeProvider>,
    );
    return { close: screen.getByRole('button', { name: 'Close', hidden: true }), checkbox: screen.getByRole('button', { name: 'I’m not a robot', hidden: true }) };
  }

  it('Shift+Tab from the first control goes round to the last shown one', () => {
    const { close, checkbox } = open();
    act(() => close.focus());
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(checkbox);
  });

  it('Tab from the last shown control goes round to the first, not out of the dialog', () => {
    const { close, checkbox } = open();
    act(() => checkbox.focus());
    fireEvent.keyDown(checkbox, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});

/** A dialog with one control inside. */
function PlainDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { handlers } = useModalDialog(dialog, () => undefined);
  return (
    <dialog ref={dialog} aria-label="Plain" {...handlers}>
      <button type="button">Inside</button>
    </dialog>
  );
}

it('closing, it gives the focus back before the page scrolls again: what waits for the scroll (a link out of a page modal) is not undone by that focus', () => {
  function Page({ open }: { open: boolean }) {
    return (
      <>
        <button type="button">Opener</button>
        {open && <PlainDialog />}
      </>
    );
  }
  const services = createDetachedServices();
  const stores = createSiteStores();
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
      <Page open={false} />
    </RuntimeProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Opener' });
  act(() => opener.focus());
  view.rerender(
    <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
      <Page open />
    </RuntimeProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Inside', hidden: true }).focus());
  let focusedThen: Element | null = null;
  whenScrollFree(document, () => (focusedThen = document.activeElement));
  view.rerender(
    <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
      <Page open={false} />
    </RuntimeProvider>,
  );
  expect(focusedThen).toBe(opener);
});

describe('whenDialogOpen: a part that mounts with its dialog acts once the dialog is open (its own effect opens it, after the part’s)', () => {
  it('outside a dialog, or in an open one, runs at once', () => {
    const run = vi.fn();
    const loose = document.body.appendChild(document.createElement('div'));
    whenDialogOpen(loose, run);
    const open = document.body.appendChild(document.createElement('dialog'));
    open.setAttribute('open', '');
    whenDialogOpen(open.appendChild(document.createElement('div')), run);
    expect(run).toHaveBeenCalledTimes(2);
    loose.remove();
    open.remove();
  });

  it('in a dialog not open yet, runs once as it opens; stopped first, never', async () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const part = dialog.appendChild(document.createElement('div'));
    const run = vi.fn();
    const stopped = vi.fn();
    whenDialogOpen(part, run);
    whenDialogOpen(part, stopped)();
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    dialog.setAttribute('open', '');
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
    dialog.removeAttribute('open');
    dialog.setAttribute('open', '');
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
    dialog.remove();
  });
});
