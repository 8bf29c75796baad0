// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { UPLOAD_PATH } from '../platform/api-paths';
import { createRequest, RequestError, type UploadCallOptions, type UploadFunction } from '../platform/request';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { InProject } from './in-project.test-support';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';
import '../fields/blob-array-buffer.test-support';

// The special fields' code loads with import() (fields/lazy-fields.tsx): loaded once here, the forms render them at once.
beforeAll(async () => {
  await Promise.all(SPECIAL_FIELD_KINDS.map((kind) => loadField(kind)));
});

const element = (file: Record<string, unknown> = {}): Form01Element => ({
  id: 'lead',
  type: 'form01',
  data: Form01DataSchema.parse({
    formId: 7,
    groupId: 'g1',
    fields: [
      { id: 'name', type: 'text', name: 'Name' },
      { id: 'cv', type: 'file', name: 'CV', required: true, accept: 'pdf, txt', size: '1kb', ...file },
    ],
  }),
});

interface HeldUpload {
  name: string;
  /** Reports this share of the file's bytes sent, as the upload service does from XHR's progress events. */
  progress(sent: number): void;
  release(ok: boolean): void;
}

/** An upload service whose answers wait for `release`, and a request helper whose lead answers come at once. */
function setup(file: Record<string, unknown> = {}) {
  const leads: Record<string, unknown>[] = [];
  const uploads: HeldUpload[] = [];
  const upload: UploadFunction = <T,>(url: string, body: FormData, options: UploadCallOptions = {}) => {
    expect(url).toBe(UPLOAD_PATH);
    const part = body.get('file') as File;
    return new Promise<T>((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(options.signal?.reason));
      uploads.push({
        name: part.name,
        progress: (sent) => options.onProgress?.(sent),
        release: (ok) => (ok ? resolve({ fileUri: `/uploads/${part.name}` } as T) : reject(new RequestError('server', 'upload: server error 500', { status: 500 }))),
      });
    });
  };
  const request = createRequest({
    fetch: (_url, init) => {
      leads.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Promise.resolve(Response.json({ lead_id: 11, pay: [] }));
    },
    navigate: () => undefined,
  });
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const services = createDetachedServices({ request, upload, log });
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <InProject>
        <Form01 element={element(file)} />
      </InProject>
    </RuntimeProvider>,
  );
  return { leads, uploads };
}

// The label reads "CV *": the field is required, and its label shows form01's asterisk.
const fileInput = () => screen.getByLabelText('CV *') as HTMLInputElement;
const choose = async (...files: File[]) => {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files } });
  });
  // The files' id hashes (Web Crypto) take a few tasks, however long: the field is busy until they are read.
  await waitFor(() => expect(fileInput().hasAttribute('data-file-reading')).toBe(false));
};
const submit = () => act(async () => {
  fireEvent.submit(document.querySelector('form')!);
  await new Promise((resolve) => setTimeout(resolve, 20));
});
const settle = (upload: { release(ok: boolean): void } | undefined, ok = true) => act(async () => {
  upload?.release(ok);
  await new Promise((resolve) => setTimeout(resolve, 20));
});
const alertText = () => document.querySelector('[data-form-alert]')?.textContent ?? '';
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-file-status]')].map((row) => row.dataset.fileStatus);


afterEach(cleanup);

describe('form01 file field', () => {
  it('is required: no file gives the required message on the field, tied to the input', async () => {
    setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    await submit();
    expect(alertText()).toBe('Please fill in this field');
    const described = fileInput().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please fill in this field');
  });

  it('makes the form wait while a file uploads, then sends its address and resets', async () => {
    const { leads, uploads } = setup();
    await choose(new File(['hello'], 'cv.pdf'));
    expect(uploads.map((upload) => upload.name)).toEqual(['cv.pdf']);
    expect(rows()).toEqual(['inProgress']);
    // The bar follows the bytes sent: indeterminate until the first report, then the share.
    const bar = () => screen.getByRole('progressbar', { name: 'cv.pdf: Uploading…' }) as HTMLProgressElement;
    expect(bar().hasAttribute('value')).toBe(false);
    await act(async () => uploads[0]?.progress(0.4));
    expect(bar().value).toBeCloseTo(0.4);
    await act(async () => uploads[0]?.progress(0.9));
    expect(bar().value).toBeCloseTo(0.9);
    await submit();
    expect(alertText()).toBe('Please wait until the file has uploaded');
    expect(leads).toEqual([]);
    await settle(uploads[0]);
    expect(rows()).toEqual(['done']);
    await submit();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.fields).toContainEqual({ id: 'cv', name: 'CV', type: 'file', value: ['/uploads/cv.pdf'] });
    await waitFor(() => expect(rows()).toEqual([]));
  });

  it('a field of one file: a second choice takes the place of the first (its upload stopped), and the lead sends the second only', async () => {
    const { leads, uploads } = setup();
    await choose(new File(['first'], 'old-cv.pdf'));
    await choose(new File(['second'], 'cv.pdf'));
    expect(uploads.map((upload) => upload.name)).toEqual(['old-cv.pdf', 'cv.pdf']);
    expect(rows()).toEqual(['inProgress']);
    // The first answer, come late, is not the field's any more.
    await settle(uploads[0]);
    await settle(uploads[1]);
    expect(rows()).toEqual(['done']);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    await submit();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.fields).toContainEqual({ id: 'cv', name: 'CV', type: 'file', value: ['/uploads/cv.pdf'] });
  });

  it('refuses a wrong type, a file with no extension and a file over the limit by one byte, with their messages', async () => {
    const { uploads } = setup();
    await choose(new File(['x'], 'photo.exe'), new File(['x'], 'README'), new File([new Uint8Array(1001)], 'big.pdf'), new File([new Uint8Array(1000)], 'fits.pdf'));
    expect([...document.querySelectorAll('[data-file-refused] li')].map((item) => item.textContent)).toEqual([
      'photo.exe: this file type is not allowed',
      'README: this file type is not allowed',
      'big.pdf is larger than 1 kB',
    ]);
    expect(uploads.map((upload) => upload.name)).toEqual(['fits.pdf']);
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('skips the same file chosen twice', async () => {
    const { uploads } = setup();
    await choose(new File(['same'], 'a.txt'));
    await choose(new File(['same'], 'a.txt'));
    expect(uploads).toHaveLength(1);
    expect(rows()).toEqual(['inProgress']);
  });

  it('a failed upload shows form::error_file and can be retried; a cancel and a remove work', async () => {
    const { uploads } = setup({ multiple: true });
    await choose(new File(['a'], 'a.txt'), new File(['b'], 'b.txt'));
    await settle(uploads[0], false);
    expect(rows()).toEqual(['error', 'inProgress']);
    expect(screen.getByText('The file could not be uploaded')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of b.txt' }));
      await Promise.resolve();
    });
    expect(rows()).toEqual(['error', 'abort']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload a.txt again' }));
      await Promise.resolve();
    });
    expect(rows()).toEqual(['inProgress', 'abort']);
    await settle(uploads[2]);
    expect(rows()).toEqual(['done', 'abort']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove b.txt' }));
      await Promise.resolve();
    });
    expect(rows()).toEqual(['done']);
  });
});
