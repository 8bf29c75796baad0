// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { expectReachingForFailedCodeCoolsDown } from '../../platform/cached-import.test-support';
import { createSiteStores } from '../../site/site-stores';
import { LightboxTrigger } from './Lightbox';

/** Each import of the dialog's chunk, counted as the module is asked for. */
const dialogImports = vi.hoisted(() => vi.fn());

// The dialog's chunk cannot be loaded (a deploy removed it, the network failed).
vi.mock('./LightboxDialog', () => {
  dialogImports();
  throw new Error('Failed to fetch dynamically imported module: LightboxDialog.js');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mountTrigger(services = createDetachedServices()) {
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <LightboxTrigger image={{ id: 'harbor-roaster', ext: 'jpg', width: 1600, height: 1067, alt: 'The roaster' }}>
        <img alt="The roaster" />
      </LightboxTrigger>
    </RuntimeProvider>,
  );
  return view.container.querySelector<HTMLButtonElement>('.rt-lightbox-trigger__button')!;
}

it('a lightbox whose code does not load closes again and tells the visitor, each time they ask', async () => {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const alert = vi.fn();
  const open = mountTrigger(createDetachedServices({ log, alert }));
  fireEvent.click(open);
  await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This could not be opened. Please check your connection and try again'));
  expect(log.error).toHaveBeenCalledWith('the lightbox could not open: its code did not load', expect.anything());
  expect(document.querySelector('dialog')).toBeNull();
  fireEvent.click(open);
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
});

it('after a failed import, the pointer over the image or its focus imports again only once the failure is FAILED_IMPORT_COOL_DOWN_MS old', async () => {
  const open = mountTrigger();
  await expectReachingForFailedCodeCoolsDown(open, dialogImports);
});
