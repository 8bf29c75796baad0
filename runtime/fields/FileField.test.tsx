// @vitest-environment jsdom
/**
 * The file field on its own (form01 drives it in forms/Form01.files.test.tsx): its live region,
 * there from the first render, the focus kept when a row's button leaves with its row, the
 * size limit named in the page's language, and a file taken on a site without Web Crypto.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import type { Language } from '../platform/i18n';
import type { UploadFunction } from '../platform/request';
import { createSiteStores } from '../site/site-stores';
import { FileField } from './FileField';
import { FILE_MESSAGES } from './files';
import { uploadsReducer, type UploadEntry } from './uploads';
import { simulateTranslation } from '../../tests/support/translate';
import './blob-array-buffer.test-support';


const entry = (status: UploadEntry['status'], name: string): UploadEntry => ({
  id: `${status}-${name}`,
  name,
  size: 1000,
  status,
  progress: status === 'done' ? 1 : 0,
  uri: status === 'done' ? `/uploads/${name}` : null,
  problem: status === 'error' ? { key: FILE_MESSAGES.failed, params: { name } } : null,
});

function Owner({ initial, dataSize }: { initial: readonly UploadEntry[]; dataSize: string | undefined }) {
  const [entries, dispatch] = useReducer(uploadsReducer, initial);
  return <FileField name="menu" label="Menu" accept="pdf" dataSize={dataSize} multiple entries={entries} onEvent={dispatch} />;
}

function setup(initial: readonly UploadEntry[] = [], { language = 'en', dataSize }: { language?: Language; dataSize?: string } = {}) {
  // Uploads that never answer: the rows stay in progress.
  const upload: UploadFunction = () => new Promise(() => undefined);
  const services = createDetachedServices({ upload, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" language={language} stores={createSiteStores()} services={services}>
      <Owner initial={initial} dataSize={dataSize} />
    </RuntimeProvider>,
  );
  return view.container;
}

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]';
const input = () => screen.getByLabelText('Menu') as HTMLInputElement;

/** Presses a row's button as the keyboard does: focused, then activated. */
const press = (name: string) =>
  act(async () => {
    const button = screen.getByRole('button', { name });
    button.focus();
    fireEvent.click(button);
    await Promise.resolve();
  });

afterEach(cleanup);

describe('file field', () => {
  it('has one polite live region from the first render, and a refused file is said from it', async () => {
    const field = setup();
    const regions = [...field.querySelectorAll(LIVE)];
    expect(regions).toHaveLength(1);
    expect(regions[0]?.getAttribute('aria-live')).toBe('polite');
    expect(regions[0]?.textContent).toBe('');
    await act(async () => {
      fireEvent.change(input(), { target: { files: [new File(['MZ'], 'script.exe', { type: 'application/octet-stream' }), new File(['%PDF'], 'menu.pdf')] } });
    });
    await waitFor(() => expect(input().hasAttribute('data-file-reading')).toBe(false));
    // The same region, not a new one: the refusal and the row of the file that uploads.
    expect([...field.querySelectorAll(LIVE)]).toEqual(regions);
    const refusal = field.querySelector('[data-file-refused]');
    expect(refusal?.textContent).toBe('script.exe: this file type is not allowed');
    expect(refusal?.closest(LIVE)).toBe(regions[0]);
    expect(field.querySelector('[data-file-status]')?.closest(LIVE)).toBe(regions[0]);
  });

  it.each([
    ['en', '1.5mb', 'cv.pdf is larger than 1.5 MB'],
    ['ru', '1.5mb', 'Файл cv.pdf больше 1,5 МБ'],
    ['ru', '500kb', 'Файл cv.pdf больше 500 кБ'],
  ] as const)('a file over the limit is refused in %s with the limit %j in that language’s units and decimal mark', async (language, dataSize, text) => {
    const field = setup([], { language, dataSize });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [new File(['x'.repeat(1_500_001)], 'cv.pdf')] } });
    });
    await waitFor(() => expect(field.querySelector('[data-file-refused]')?.textContent).toBe(text));
  });

  it('a removed row hands the focus to the next row, else the previous one, else the file input', async () => {
    setup([entry('done', 'a.pdf'), entry('done', 'b.pdf'), entry('error', 'c.pdf')]);
    await press('Remove b.pdf');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload c.pdf again' }));
    await press('Remove c.pdf');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a.pdf' }));
    await press('Remove a.pdf');
    expect(document.activeElement).toBe(input());
  });

  it('a row whose button changes with its status (cancel, retry) keeps the focus on its new button', async () => {
    setup();
    await act(async () => {
      fireEvent.change(input(), { target: { files: [new File(['%PDF'], 'menu.pdf')] } });
    });
    await waitFor(() => expect(document.querySelector('[data-file-status]')?.getAttribute('data-file-status')).toBe('inProgress'));
    await press('Cancel the upload of menu.pdf');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload menu.pdf again' }));
    await press('Upload menu.pdf again');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel the upload of menu.pdf' }));
  });
});

describe('file field on a page the browser translates (its translator wraps every text node)', () => {
  it('a row cancelled, translated, then uploaded again shows its upload, and the field stays', async () => {
    const field = setup();
    await act(async () => {
      fireEvent.change(input(), { target: { files: [new File(['%PDF'], 'menu.pdf')] } });
    });
    const row = () => field.querySelector('[data-file-status]');
    await waitFor(() => expect(row()?.getAttribute('data-file-status')).toBe('inProgress'));
    await press('Cancel the upload of menu.pdf');
    expect(row()?.querySelector('.rt-file__status')?.textContent).toBe('Upload cancelled');
    simulateTranslation(field);

    // The status text goes with the retry: React removed the text node the translator had replaced (NotFoundError).
    await press('Upload menu.pdf again');
    expect(row()?.getAttribute('data-file-status')).toBe('inProgress');
    expect(row()?.querySelector('.rt-file__status')?.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Cancel the upload of menu.pdf' })).toBeTruthy();
  });
});

/** A file whose head (the part its id hashes) is read only when the test says: a large file on a slow disk. */
class SlowHeadFile extends File {
  readHead!: () => void;
  private readonly headRead = new Promise<void>((resolve) => (this.readHead = resolve));
  override slice(start?: number, end?: number): Blob {
    const head = super.slice(start, end);
    return { arrayBuffer: () => this.headRead.then(() => head.arrayBuffer()) } as unknown as Blob;
  }
}

describe('file field on a site served over plain http (crypto.subtle is for secure contexts only)', () => {
  it('a chosen file still gets its id and starts uploading, with no refusal', async () => {
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => array });
    let uploads = 0;
    const upload: UploadFunction = () => {
      uploads += 1;
      return new Promise(() => undefined);
    };
    const services = createDetachedServices({ upload, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" language="en" stores={createSiteStores()} services={services}>
        <Owner initial={[]} dataSize={undefined} />
      </RuntimeProvider>,
    );
    await act(async () => void fireEvent.change(input(), { target: { files: [new File(['%PDF'], 'menu.pdf')] } }));
    await waitFor(() => expect(input().hasAttribute('data-file-reading')).toBe(false));
    expect(view.container.querySelector('[data-file-refused]')?.textContent ?? null).toBeNull();
    expect(view.container.querySelector('[data-file-status]')?.getAttribute('data-file-status')).toBe('inProgress');
    expect(uploads).toBe(1);
  });
});

function OneFileOwner() {
  const [entries, dispatch] = useReducer(uploadsReducer, []);
  return <FileField name="cv" label="CV" accept="pdf" multiple={false} entries={entries} onEvent={dispatch} />;
}

describe('file field of one file', () => {
  it('chosen twice quickly keeps the file chosen last and its upload, even when the first file’s head is read later', async () => {
    // Uploads that never answer, each remembered with its abort signal.
    const sent = new Map<string, AbortSignal | undefined>();
    const upload: UploadFunction = (_url, body, options) => {
      sent.set((body.get('file') as File).name, options?.signal);
      return new Promise(() => undefined);
    };
    const services = createDetachedServices({ upload, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()} services={services}>
        <OneFileOwner />
      </RuntimeProvider>,
    );
    const field = screen.getByLabelText('CV') as HTMLInputElement;
    const first = new SlowHeadFile(['%PDF first'], 'first-cv.pdf');
    const last = new SlowHeadFile(['%PDF last'], 'last-cv.pdf');
    await act(async () => void fireEvent.change(field, { target: { files: [first] } }));
    await act(async () => void fireEvent.change(field, { target: { files: [last] } }));
    await act(async () => last.readHead());
    await waitFor(() => expect(sent.has('last-cv.pdf')).toBe(true));
    await act(async () => first.readHead());
    await waitFor(() => expect(field.hasAttribute('data-file-reading')).toBe(false));
    expect([...view.container.querySelectorAll('.rt-file__name')].map((name) => name.textContent)).toEqual(['last-cv.pdf']);
    expect(sent.has('first-cv.pdf')).toBe(false);
    expect(sent.get('last-cv.pdf')?.aborted).toBe(false);
  });
});
