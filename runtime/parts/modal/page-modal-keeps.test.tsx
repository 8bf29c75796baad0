// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import { InPageModalContext, usePageModalKeeps, usePageModalNews, type PageModalKeeps, type PageModalNewsFate } from './page-modal-keeps';

afterEach(cleanup);

/** Mounts a part with its keeps under `shape`, in a page modal or not; returns what it was given. */
function mountPart(stores: ReturnType<typeof createSiteStores>, shape: string, inPageModal = true): PageModalKeeps<string> {
  let keeps: PageModalKeeps<string> | null = null;
  function Part() {
    keeps = usePageModalKeeps<string>('callback', shape);
    return null;
  }
  const frame = (children: ReactNode) => (
    <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={stores}>
      <InPageModalContext value={inPageModal}>{children}</InPageModalContext>
    </RuntimeProvider>
  );
  render(frame(<Part />));
  if (keeps === null) throw new Error('the part did not render');
  return keeps;
}

describe('what a page modal’s part keeps while the modal is closed', () => {
  it('is given back when the part mounts again, under the same shape only', () => {
    const stores = createSiteStores();
    const first = mountPart(stores, 'text');
    expect(first.kept).toBeUndefined();
    act(() => first.keep('Ann'));
    cleanup();
    expect(mountPart(stores, 'text').kept).toBe('Ann');
    cleanup();
    // The owner changed the part since (a field's kind, a live edit): what it held then is not its value now.
    expect(mountPart(stores, 'checkbox').kept).toBeUndefined();
  });

  it('outside a page modal, nothing is kept', () => {
    const stores = createSiteStores();
    const outside = mountPart(stores, 'text', false);
    act(() => outside.keep('Ann'));
    expect(stores.modals.getState().kept('callback')).toBeUndefined();
    cleanup();
    expect(mountPart(stores, 'text').kept).toBeUndefined();
  });
});

/** Mounts a part that hears its news (each noted in `heard`); returns its `tell`. */
function mountListener(stores: ReturnType<typeof createSiteStores>, heard: string[], inPageModal = true): (news: string) => PageModalNewsFate {
  let tell: ((news: string) => PageModalNewsFate) | null = null;
  function Part() {
    tell = usePageModalNews<string>('callback', (news) => heard.push(news));
    return null;
  }
  render(
    <RuntimeProvider mode="run" viewport="desktop" services={createDetachedServices()} stores={stores}>
      <InPageModalContext value={inPageModal}>
        <Part />
      </InPageModalContext>
    </RuntimeProvider>,
  );
  if (tell === null) throw new Error('the part did not render');
  return tell;
}

describe('news for a page modal’s part that came after it went', () => {
  it('is held until the part is shown again, and heard once', () => {
    const stores = createSiteStores();
    const heard: string[] = [];
    const tell = mountListener(stores, heard);
    cleanup();
    // The instance its modal's close unmounted tells it.
    expect(tell('not sent')).toBe('held');
    expect(heard).toEqual([]);
    mountListener(stores, heard);
    expect(heard).toEqual(['not sent']);
    cleanup();
    mountListener(stores, heard);
    expect(heard).toEqual(['not sent']);
  });

  it('is heard at once by the part shown again since', () => {
    const stores = createSiteStores();
    const first: string[] = [];
    const tell = mountListener(stores, first);
    cleanup();
    const again: string[] = [];
    mountListener(stores, again);
    let fate: PageModalNewsFate | null = null;
    act(() => void (fate = tell('not sent')));
    expect(fate).toBe('heard');
    expect(again).toEqual(['not sent']);
    expect(first).toEqual([]);
  });

  it('outside a page modal, is nobody’s', () => {
    const stores = createSiteStores();
    const heard: string[] = [];
    const tell = mountListener(stores, heard, false);
    cleanup();
    expect(tell('not sent')).toBe('lost');
    mountListener(stores, heard);
    expect(heard).toEqual([]);
  });
});
