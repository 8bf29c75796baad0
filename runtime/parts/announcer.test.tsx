// @vitest-environment jsdom
/**
 * The site's news while a modal dialog is open: the page outside the dialog is inert, and screen
 * readers ignore a live region there, so the news is spoken from a region inside the top dialog.
 */
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { ModalDialog } from './modal/ModalDialog';
import { SiteAnnouncer } from './announcer';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no showModal: open is all this test needs of it.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
});

/** The live region that holds `text`, and the dialog it is in (null: the page's own). */
function spokenIn(text: string): { region: Element; dialog: string | null }[] {
  return [...document.querySelectorAll('[role="status"][aria-live="polite"]')]
    .filter((region) => region.textContent?.includes(text))
    .map((region) => ({ region, dialog: region.closest('dialog')?.getAttribute('aria-label') ?? null }));
}

function setup() {
  const services = createDetachedServices();
  let setOpen: (open: { page: boolean; options: boolean }) => void = () => undefined;
  function Harness() {
    const [open, set] = useState({ page: false, options: false });
    setOpen = set;
    return (
      <>
        <SiteAnnouncer />
        {open.page && (
          <ModalDialog label="Opening hours" onClose={() => set((last) => ({ ...last, page: false }))}>
            <p>Daily 8–18</p>
          </ModalDialog>
        )}
        {open.options && (
          <ModalDialog label="Options" onClose={() => set((last) => ({ ...last, options: false }))}>
            <p>Size</p>
          </ModalDialog>
        )}
      </>
    );
  }
  render(
    <RuntimeProvider mode="run" viewport="desktop" services={services} stores={createSiteStores()}>
      <Harness />
    </RuntimeProvider>,
  );
  const announce = (text: string) => services.events.emit('site:announce', { text });
  return { announce, setOpen: (next: { page: boolean; options: boolean }) => setOpen(next), open: (next: { page: boolean; options: boolean }) => act(() => setOpen(next)) };
}

describe('the site announcer and modal dialogs', () => {
  it('with no dialog open, the page\u2019s own region speaks', () => {
    const { announce } = setup();
    act(() => announce('Added to cart'));
    expect(spokenIn('Added to cart').map((found) => found.dialog)).toEqual([null]);
  });

  it('while a dialog is open, the news is spoken from a region inside it, there from its first render, and not in the inert page', () => {
    const { announce, open } = setup();
    open({ page: true, options: false });
    const dialog = document.querySelector('dialog[aria-label="Opening hours"]')!;
    const region = dialog.querySelector('[role="status"][aria-live="polite"]');
    expect(region?.textContent).toBe('');
    act(() => announce('Out of stock'));
    expect(spokenIn('Out of stock')).toEqual([{ region, dialog: 'Opening hours' }]);
    // The same news again changes the region, so it is read again.
    const before = region?.textContent;
    act(() => announce('Out of stock'));
    expect(region?.textContent).not.toBe(before);
  });

  it('with a dialog over another, only the top one speaks; news from a dialog that the same click closes is spoken by the one left on top', () => {
    const { announce, open, setOpen } = setup();
    open({ page: true, options: false });
    open({ page: true, options: true });
    act(() => announce('Size chosen'));
    expect(spokenIn('Size chosen').map((found) => found.dialog)).toEqual(['Options']);
    // The options modal's add: the news, and the modal closing, in one click.
    act(() => {
      announce('Added to cart');
      setOpen({ page: true, options: false });
    });
    expect(spokenIn('Added to cart').map((found) => found.dialog)).toEqual(['Opening hours']);
    // All closed: the page's region speaks again, and nothing old is spoken anew.
    open({ page: false, options: false });
    expect(spokenIn('Added to cart')).toEqual([]);
    act(() => announce('Removed'));
    expect(spokenIn('Removed').map((found) => found.dialog)).toEqual([null]);
  });
});
