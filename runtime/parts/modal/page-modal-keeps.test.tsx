// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { createSiteStores } from '../../site/site-stores';
import { InPageModalContext, usePageModalKeeps, type PageModalKeeps } from './page-modal-keeps';

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
