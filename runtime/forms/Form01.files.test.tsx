// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { UPLOAD_PATH } from '../platform/api-paths';
import { createRequest } from '../platform/request';
import { Form01DataSchema, type Form01Element } from '../page/page-schema';
import { createSiteStores } from '../site/site-stores';
import { Form01 } from './Form01';
import { loadField, SPECIAL_FIELD_KINDS } from '../fields';

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

/** A request helper whose upload answers wait for `release`, and whose lead answers come at once. */
function setup(file: Record<string, unknown> = {}) {
  const leads: Record<string, unknown>[] = [];
  const uploads: { name: string; release(ok: boolean): void }[] = [];
  const request = createRequest({
    fetch: (url, init) => {
      if (String(url) === UPLOAD_PATH) {
        const part = (init?.body as FormData).get('file') as File;
        return new Promise<Response>((resolve) => {
          uploads.push({ name: part.name, release: (ok) => resolve(ok ? Response.json({ fileUri: `/uploads/${part.name}` }) : new Response('', { status: 500 })) });
        });
      }
      leads.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Promise.resolve(Response.json({ lead_id: 11, pay: [] }));
    },
    navigate: () => undefined,
  });
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const services = createDetachedServices({ request, log });
  render(
    <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
      <Form01 element={element(file)} />
    </RuntimeProvider>,
  );
  return { leads, uploads };
}

// The label reads "CV *": the field is required, and its label shows form01's asterisk.
const fileInput = () => screen.getByLabelText('CV *') as HTMLInputElement;
const choose = (...files: File[]) => act(async () => {
  fireEvent.change(fileInput(), { target: { files } });
  // The id hash (Web Crypto) settles over a few tasks.
  await new Promise((resolve) => setTimeout(resolve, 20));
});
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

// jsdom's Blob has no arrayBuffer() (the id hash reads the file with it); its FileReader does the same work.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

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

  it('refuses a wrong type, a file with no extension and a file over the limit by one byte, with their messages', async () => {
    const { uploads } = setup();
    await choose(new File(['x'], 'photo.exe'), new File(['x'], 'README'), new File([new Uint8Array(1001)], 'big.pdf'), new File([new Uint8Array(1000)], 'fits.pdf'));
    expect([...document.querySelectorAll('[data-file-refused] li')].map((item) => item.textContent)).toEqual([
      'photo.exe: this file type is not allowed',
      'README: this file type is not allowed',
      'big.pdf is larger than 1 kb',
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
