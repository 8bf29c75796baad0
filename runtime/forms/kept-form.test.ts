import { describe, expect, it } from 'vitest';
import type { UploadEntry } from '../fields';
import { resumedUploads } from './kept-form';

const file = new File(['x'], 'cv.pdf');
const entry = (status: UploadEntry['status'], extra: Partial<UploadEntry> = {}): UploadEntry => ({ id: status, name: `${status}.pdf`, size: 1, status, progress: 0, uri: null, problem: null, file, ...extra });

describe('the uploads a form in a page modal opened again starts with', () => {
  it('a stored file keeps its address, a failed or cancelled one its file; one on its way is to upload again from its start', () => {
    const done = entry('done', { progress: 1, uri: '/uploads/done.pdf' });
    const failed = entry('error', { problem: { key: 'form::error_file', params: { name: 'error.pdf' } } });
    const cancelled = entry('abort', { progress: 0.3 });
    const resumed = resumedUploads({ cv: [done, entry('inProgress', { progress: 0.6 }), failed, entry('notStarted'), cancelled] });
    expect(resumed).toEqual({ cv: [done, entry('notStarted', { id: 'inProgress', name: 'inProgress.pdf' }), failed, entry('notStarted'), cancelled] });
  });

  it('one on its way without its file in memory is left out: the form would wait for it for ever', () => {
    expect(resumedUploads({ cv: [entry('inProgress', { file: undefined }), entry('done', { file: undefined, uri: '/uploads/done.pdf' })] })).toEqual({ cv: [entry('done', { file: undefined, uri: '/uploads/done.pdf' })] });
  });

  it('nothing kept, nothing to resume; a field id that is a name of Object.prototype stays a field', () => {
    expect(resumedUploads(undefined)).toEqual({});
    const kept = JSON.parse('{"__proto__": []}') as Record<string, readonly UploadEntry[]>;
    expect(Object.keys(resumedUploads(kept))).toEqual(['__proto__']);
  });
});
