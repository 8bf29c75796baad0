// @vitest-environment jsdom
/**
 * Typed input survives a page modal's close. A page modal renders its elements only while it is
 * open, so a form01 in a pop-up ("Call me back") closed by its close button, Escape or a click on
 * the overlay (often by mistake) came back empty; closed while its lead was on its way and the lead
 * failed, what was typed was gone too, and the visitor believed the lead went. The form's values are
 * kept in the site's dialog service for the page's life (parts/modal/page-modal-keeps.ts); a lead
 * that went through leaves the form to open empty, as after its thanks.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDetachedServices } from '../core/services';
import { createRequest } from '../platform/request';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { createSiteStores } from './site-stores';
import { DEFAULT_REGISTRY, preloadStandardParts } from './registry';
import { Site } from './Site';

beforeAll(async () => {
  await preloadStandardParts();
  await import('../forms');
});
afterEach(cleanup);

const callPage = () =>
  loadPage({
    settings: { projectId: 'p1' },
    sections: [],
    modals: [
      {
        id: 'call',
        title: 'Call me back',
        kind: 'basic',
        width: 480,
        elements: [{ id: 'callback', type: 'form01', data: { formId: 1, groupId: 'g', fields: [{ id: 'name', type: 'text', name: 'Name' }, { id: 'question', type: 'textarea', name: 'Question' }] } }],
      },
    ],
  }) as LoadedPage;

/** The page in run, its lead answered only when the test says (`answer`). */
function mount() {
  let answer: (response: Response) => void = () => undefined;
  const request = createRequest({ fetch: () => new Promise<Response>((resolve) => (answer = resolve)), navigate: () => undefined });
  const stores = createSiteStores();
  render(<Site page={callPage()} mode="run" viewport="desktop" services={createDetachedServices({ request, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } })} stores={stores} registry={DEFAULT_REGISTRY} />);
  return { stores, answer: (response: Response) => act(async () => answer(response)) };
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Name', { exact: false });
const questionField = () => screen.getByLabelText<HTMLTextAreaElement>('Question', { exact: false });

/** Opens the pop-up (a button01 `modal` action or a `#call` link asks the dialog service) and waits for its form. */
async function openCall(stores: ReturnType<typeof createSiteStores>) {
  act(() => void stores.modals.getState().open('call'));
  // The first import of the dialog's and the form's code transforms their modules here, which can take a second or more.
  await waitFor(() => expect(nameField()).toBeTruthy());
}

async function closeCall(how: 'button' | 'escape') {
  if (how === 'button') fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  else fireEvent.keyDown(screen.getByRole('dialog', { name: 'Call me back' }), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByLabelText('Name', { exact: false })).toBeNull());
}

/** Types "Ann", sends, and closes the pop-up while the lead is on its way. */
async function sendAnnThenClose(stores: ReturnType<typeof createSiteStores>) {
  await openCall(stores);
  fireEvent.change(nameField(), { target: { value: 'Ann' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Sending/ })).toBeTruthy());
  await closeCall('button');
}

describe('a form in a page modal, closed and opened again', () => {
  it.each(['button', 'escape'] as const)('closed before it was sent (%s): still holds what the visitor typed', async (how) => {
    const { stores } = mount();
    await openCall(stores);
    fireEvent.change(nameField(), { target: { value: 'Ann' } });
    fireEvent.change(questionField(), { target: { value: 'Do you deliver on Sundays?' } });
    await closeCall(how);

    await openCall(stores);
    expect(nameField().value).toBe('Ann');
    expect(questionField().value).toBe('Do you deliver on Sundays?');
  });

  it('closed while its lead was on its way, and the lead failed: still holds what was typed, to send again', async () => {
    const { stores, answer } = mount();
    await sendAnnThenClose(stores);
    await answer(new Response('Internal Server Error', { status: 500 }));

    await openCall(stores);
    expect(nameField().value).toBe('Ann');
  });

  it('closed while its lead was on its way, and the lead went through: opens empty, as after its thanks', async () => {
    const { stores, answer } = mount();
    await sendAnnThenClose(stores);
    await answer(new Response(JSON.stringify({ lead_id: 3, pay: [] }), { status: 200 }));

    await openCall(stores);
    expect(nameField().value).toBe('');
  });
});
