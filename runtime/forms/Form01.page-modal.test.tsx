// @vitest-environment jsdom
/**
 * A form01 in a page modal, closed and opened again (the pop-up renders its elements only while it
 * is open: site/PageModals.tsx; here the form is unmounted and mounted again in the modal's context,
 * on the same site). What was typed comes back (site/PageModals.kept-input.test.tsx), and with it:
 * - a send that failed after the pop-up closed: the form shows the failure as it would have then
 *   (spec 002 §8's message, the errors on the fields), once, and the site's news says at once that
 *   the form was not sent;
 * - the files chosen, each with its upload: a stored one keeps its address, one the close caught on
 *   its way uploads again from its file, a failed one can be retried; a lead that went through
 *   forgets them with the rest.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { InPageModalContext } from '../parts/modal/page-modal-keeps';
import { createRequest, RequestError, type UploadCallOptions, type UploadFunction } from '../platform/request';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import '../fields/blob-array-buffer.test-support';

// The special fields' code loads with import() (fields/lazy-fields.tsx): loaded once here, the forms render them at once.
beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
});
afterEach(cleanup);

const callback = (fields: unknown[], data: Record<string, unknown> = {}): Form01Element => ({
  id: 'callback',
  type: 'form01',
  data: Form01DataSchema.parse({ formId: 1, groupId: 'g', fields: [{ id: 'name', type: 'text', name: 'Name' }, ...fields], ...data }),
});

interface HeldUpload {
  name: string;
  settle(ok: boolean): Promise<void>;
}

/**
 * A site whose leads and uploads wait for the test's answers, with a form in a page modal that
 * `open` mounts and `close` unmounts, as the pop-up does.
 */
function site(element: Form01Element = callback([]), { inPageModal = true } = {}) {
  const leads: Record<string, unknown>[] = [];
  let answerLead: (response: Response) => void = () => undefined;
  const request = createRequest({
    fetch: (_url, init) => {
      leads.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Promise<Response>((resolve) => (answerLead = resolve));
    },
    navigate: () => undefined,
  });
  const uploads: HeldUpload[] = [];
  const upload: UploadFunction = <T,>(_url: string, body: FormData, options: UploadCallOptions = {}) => {
    const part = body.get('file') as File;
    return new Promise<T>((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
      uploads.push({
        name: part.name,
        settle: (ok) =>
          act(async () => {
            if (ok) resolve({ fileUri: `/uploads/${part.name}` } as T);
            else reject(new RequestError('server', 'upload: server error 500', { status: 500 }));
            await new Promise((done) => setTimeout(done, 20));
          }),
      });
    });
  };
  const services = createDetachedServices({ request, upload, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const announced: string[] = [];
  services.events.on('site:announce', ({ text }) => announced.push(text));
  const stores = createSiteStores();
  let view: ReturnType<typeof render> | null = null;
  return {
    leads,
    uploads,
    announced,
    open: () => {
      view = render(
        <RuntimeProvider mode="run" viewport="desktop" services={services} stores={stores}>
          <InProject>
            <InPageModalContext value={inPageModal}>
              <Form01 element={element} />
            </InPageModalContext>
          </InProject>
        </RuntimeProvider>,
      );
    },
    close: () => view?.unmount(),
    answer: (response: Response) =>
      act(async () => {
        answerLead(response);
        await new Promise((done) => setTimeout(done, 0));
      }),
  };
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Name');
const typeName = (name: string) => fireEvent.change(nameField(), { target: { value: name } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /^(Send|Sending…)$/ }));
const alertText = () => screen.getByRole('alert').textContent ?? '';
const NETWORK_ERROR = 'Network error. Check your connection and try again';
const MISSED_NEWS = 'The form you closed was not sent. Open it again to send it';

describe('a form in a page modal whose send failed after the modal closed', () => {
  it('shows the failure as the modal opens again, with what was typed; the site says at once that the form was not sent', async () => {
    const { open, close, answer, announced, leads } = site();
    open();
    typeName('Ann');
    send();
    close();
    await answer(new Response('Internal Server Error', { status: 500 }));
    // Nobody sees the form now: the visitor, who may have closed it believing it sent, hears it politely.
    expect(announced).toEqual([MISSED_NEWS]);

    open();
    expect(nameField().value).toBe('Ann');
    // Spec 002 §8 "Status 500: an alert says Network error", in the alert's live region, there before its words.
    await waitFor(() => expect(alertText()).toBe(NETWORK_ERROR));
    // Until the visitor sends again.
    send();
    expect(alertText()).toBe('');
    expect(leads).toHaveLength(2);
  });

  it('a failure seen once is not shown again after another close and open', async () => {
    const { open, close, answer } = site();
    open();
    typeName('Ann');
    send();
    close();
    await answer(new Response('Internal Server Error', { status: 500 }));
    open();
    await waitFor(() => expect(alertText()).toBe(NETWORK_ERROR));
    close();
    open();
    expect(nameField().value).toBe('Ann');
    await act(async () => new Promise((done) => setTimeout(done, 20)));
    expect(alertText()).toBe('');
  });

  it('a server’s violations: on their fields as the modal opens, the first invalid field focused, each error gone as its field is edited', async () => {
    const { open, close, answer } = site(callback([{ id: 'email', type: 'email', name: 'Email' }]));
    open();
    typeName('Ann');
    send();
    close();
    await answer(Response.json({ violations: [{ propertyPath: 'fields[email]', message: 'This address does not exist' }] }, { status: 422 }));

    open();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    await waitFor(() => expect(alertText()).toBe('Please check the highlighted fields'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This address does not exist');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });

  it('opened again before the answer came: the form shows the failure as it comes, and the site has nothing more to say', async () => {
    const { open, close, answer, announced } = site();
    open();
    typeName('Ann');
    send();
    close();
    open();
    expect(alertText()).toBe('');
    await answer(new Response('Internal Server Error', { status: 500 }));
    expect(alertText()).toBe(NETWORK_ERROR);
    expect(announced).toEqual([]);
  });

  it('the server asked for the captcha nobody was there to solve: the form opens again asking for it, and its next submit runs it', async () => {
    const { open, close, answer } = site();
    open();
    typeName('Ann');
    send();
    close();
    await answer(Response.json({ captcha: 'visible' }, { status: 400 }));
    open();
    await waitFor(() => expect(alertText()).toBe('Please confirm that you are not a robot'));
    expect(document.querySelector('[data-captcha-modal]')).toBeNull();
    send();
    expect(document.querySelector('[data-captcha-modal="callback"]')).not.toBeNull();
  });

  it('outside a page modal, a form gone before its answer keeps nothing and the site says nothing', async () => {
    const { open, close, answer, announced } = site(callback([]), { inPageModal: false });
    open();
    typeName('Ann');
    send();
    close();
    await answer(new Response('Internal Server Error', { status: 500 }));
    expect(announced).toEqual([]);
    open();
    await act(async () => new Promise((done) => setTimeout(done, 20)));
    expect(nameField().value).toBe('');
    expect(alertText()).toBe('');
  });
});

describe('the files chosen in a page modal’s form', () => {
  const withFiles = callback([{ id: 'cv', type: 'file', name: 'CV', multiple: true }]);
  const choose = async (...files: File[]) => {
    await act(async () => void fireEvent.change(screen.getByLabelText('CV'), { target: { files } }));
    // The files' id hashes (Web Crypto) take a few tasks: the field is busy until they are read.
    await waitFor(() => expect(screen.getByLabelText('CV').hasAttribute('data-file-reading')).toBe(false));
  };
  const rows = () => [...document.querySelectorAll<HTMLElement>('[data-file-status]')].map((row) => `${row.querySelector('.rt-file__name')?.textContent} ${row.dataset.fileStatus}`);

  it('come back with the other values: a stored one keeps its address, one on its way uploads again from its file, a failed one can be retried', async () => {
    const { open, close, uploads, leads, answer } = site(withFiles);
    open();
    typeName('Ann');
    await choose(new File(['a'], 'stored.pdf'), new File(['b'], 'on-its-way.pdf'), new File(['c'], 'failed.pdf'));
    await uploads[0]?.settle(true);
    await uploads[2]?.settle(false);
    expect(rows()).toEqual(['stored.pdf done', 'on-its-way.pdf inProgress', 'failed.pdf error']);
    close();

    open();
    expect(nameField().value).toBe('Ann');
    // The stored file is not sent again; the one the close stopped is, from the file in memory.
    expect(uploads.map((upload) => upload.name)).toEqual(['stored.pdf', 'on-its-way.pdf', 'failed.pdf', 'on-its-way.pdf']);
    expect(rows()).toEqual(['stored.pdf done', 'on-its-way.pdf inProgress', 'failed.pdf error']);
    await uploads[3]?.settle(true);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upload failed.pdf again' })));
    expect(uploads.at(-1)?.name).toBe('failed.pdf');
    await uploads.at(-1)?.settle(true);
    expect(rows()).toEqual(['stored.pdf done', 'on-its-way.pdf done', 'failed.pdf done']);

    send();
    expect(leads.at(-1)?.fields).toContainEqual({ id: 'cv', name: 'CV', type: 'file', value: ['/uploads/stored.pdf', '/uploads/on-its-way.pdf', '/uploads/failed.pdf'] });
    await answer(Response.json({ lead_id: 3, pay: [] }));
    close();
    // A lead that went through forgets them, as it forgets the rest.
    open();
    expect(nameField().value).toBe('');
    expect(rows()).toEqual([]);
  });

  it('a file whose upload the close stopped makes the form opened again wait for it, as any upload does', async () => {
    const { open, close, uploads, leads } = site(withFiles);
    open();
    typeName('Ann');
    await choose(new File(['b'], 'on-its-way.pdf'));
    close();
    open();
    send();
    expect(alertText()).toBe('Please wait until the file has uploaded');
    expect(leads).toEqual([]);
    await uploads[1]?.settle(true);
    send();
    expect(leads[0]?.fields).toContainEqual({ id: 'cv', name: 'CV', type: 'file', value: ['/uploads/on-its-way.pdf'] });
  });
});
