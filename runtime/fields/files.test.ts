import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { acceptedExtensions, FILE_HASH_BYTES, fileExtension, fileId, fileProblem, readSizeLimit, sizeLimitBytes, sizeLimitText, UPLOAD_STATUS } from './files';

describe('file rules (spec 001 §3, §5, §9)', () => {
  it('the statuses keep the spec’s numbers, and the hash reads 4 MiB', () => {
    expect(UPLOAD_STATUS).toEqual({ notStarted: 0, inProgress: 1, done: 2, error: 3, abort: 4 });
    expect(FILE_HASH_BYTES).toBe(4_194_304);
  });

  it.each([
    ['500kb', 500_000],
    ['2mb', 2_000_000],
    ['2', 2_000_000],
    ['1.5 MB', 1_500_000],
    ['1,5mb', 1_500_000],
    ['0', null],
    ['big', null],
    [undefined, null],
    [3, 3_000_000],
  ])('data-size %j is %j bytes', (dataSize, bytes) => {
    const limit = readSizeLimit(dataSize);
    expect(limit && sizeLimitBytes(limit)).toBe(bytes);
  });

  it.each([
    ['2mb', 'en', '2 MB'],
    ['2mb', 'ru', '2 МБ'],
    ['1.5mb', 'ru', '1,5 МБ'],
    ['1,5 MB', 'en', '1.5 MB'],
    ['500kb', 'en', '500 kB'],
    ['500kb', 'ru', '500 кБ'],
    ['3', 'ru', '3 МБ'],
  ] as const)('the limit %j is named in %s as %j: the page’s units and decimal mark', (dataSize, language, text) => {
    expect(sizeLimitText(readSizeLimit(dataSize)!, language)).toBe(text);
  });

  it.each([
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.env', ''],
    ['C:\\docs\\cv.pdf', 'pdf'],
  ])('the extension of %j is %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it('reads accept lists as the owner writes them', () => {
    expect(acceptedExtensions('jpg, .PNG pdf')).toEqual(['jpg', 'png', 'pdf']);
    expect(acceptedExtensions(undefined)).toEqual([]);
  });

  it('refuses a type outside the list, a file with no or a fake extension, and one byte over the limit', () => {
    const field = { accept: 'pdf,docx', dataSize: '1mb' };
    expect(fileProblem({ name: 'cv.pdf', size: 1_000_000 }, field)).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: 1_000_001 }, field)).toEqual({ key: 'form::error_file_size', params: { name: 'cv.pdf' }, limit: { amount: 1, unit: 'mb' } });
    expect(fileProblem({ name: 'cv', size: 10 }, field)).toEqual({ key: 'form::error_file_accept', params: { name: 'cv' } });
    expect(fileProblem({ name: 'cv.pdf.exe', size: 10 }, field)?.key).toBe('form::error_file_accept');
    expect(fileProblem({ name: 'empty.pdf', size: 0 }, field)).toBeNull();
    expect(fileProblem({ name: 'any.bin', size: 5 }, {})).toBeNull();
  });

  it('the same file chosen twice has the same id; the name and the first 4 MiB decide it', async () => {
    const body = new Uint8Array(FILE_HASH_BYTES + 10).fill(7);
    const a = new File([body], 'scan.pdf');
    const again = new File([body], 'scan.pdf');
    const renamed = new File([body], 'scan2.pdf');
    const changedAfterHead = new File([body.map((byte, index) => (index >= FILE_HASH_BYTES ? 1 : byte))], 'scan.pdf');
    const changedInHead = new File([body.map((byte, index) => (index === 0 ? 1 : byte))], 'scan.pdf');
    const id = await fileId(a);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(await fileId(again)).toBe(id);
    expect(await fileId(changedAfterHead)).toBe(id);
    expect(await fileId(renamed)).not.toBe(id);
    expect(await fileId(changedInHead)).not.toBe(id);
    expect(await fileId(new File([], 'zero.txt'))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a page without Web Crypto (plain http: no crypto.subtle) gives a file the same id, the SHA-256 of its name and first 4 MiB', async () => {
    const head = new Uint8Array(FILE_HASH_BYTES).map((_, index) => index % 251);
    const file = new File([head, new Uint8Array(10).fill(9)], 'меню.pdf');
    const name = new TextEncoder().encode(file.name);
    const expected = createHash('sha256').update(name).update(head).digest('hex');
    expect(await fileId(file)).toBe(expected);
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(array: T) => array });
    expect(await fileId(file)).toBe(expected);
    expect(await fileId(new File([], 'zero.txt'))).toBe(createHash('sha256').update('zero.txt').digest('hex'));
  });
});
