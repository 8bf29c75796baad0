import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from './files';
import { isUploading, NO_UPLOADS, statusNumber, uploadedUris, uploadsReducer, type UploadEvent } from './uploads';

const run = (...events: UploadEvent[]) => events.reduce(uploadsReducer, NO_UPLOADS);
const chosen = (id: string): UploadEvent => ({ type: 'chosen', id, name: `${id}.pdf`, size: 10 });
const failure = { key: FILE_MESSAGES.failed, params: { name: 'a.pdf' } };

describe('file uploads (spec 001 §3, §4)', () => {
  it('notStarted → inProgress with progress → done with the file’s address', () => {
    let entries = run(chosen('a'));
    expect(entries[0]).toMatchObject({ status: 'notStarted', progress: 0 });
    expect(statusNumber(entries[0]!)).toBe(0);
    entries = run(chosen('a'), { type: 'started', id: 'a' }, { type: 'progress', id: 'a', progress: 0.4 }, { type: 'progress', id: 'a', progress: 0.2 });
    expect(entries[0]).toMatchObject({ status: 'inProgress', progress: 0.4 });
    expect(isUploading(entries)).toBe(true);
    entries = uploadsReducer(entries, { type: 'done', id: 'a', uri: '/files/a.pdf' });
    expect(entries[0]).toMatchObject({ status: 'done', progress: 1 });
    expect(statusNumber(entries[0]!)).toBe(2);
    expect(isUploading(entries)).toBe(false);
    expect(uploadedUris(entries)).toEqual(['/files/a.pdf']);
  });

  it('the same file chosen twice is listed once', () => {
    expect(run(chosen('a'), chosen('a'), chosen('b'))).toHaveLength(2);
  });

  it('an error or an abort can be retried; a removed file goes', () => {
    let entries = run(chosen('a'), { type: 'started', id: 'a' }, { type: 'failed', id: 'a', problem: failure });
    expect(entries[0]).toMatchObject({ status: 'error', problem: failure });
    expect(statusNumber(entries[0]!)).toBe(3);
    entries = run(chosen('a'), { type: 'started', id: 'a' }, { type: 'aborted', id: 'a' });
    expect(statusNumber(entries[0]!)).toBe(4);
    expect(isUploading(entries)).toBe(false);
    entries = uploadsReducer(entries, { type: 'started', id: 'a' });
    expect(entries[0]).toMatchObject({ status: 'inProgress', progress: 0, problem: null });
    expect(uploadsReducer(entries, { type: 'removed', id: 'a' })).toEqual([]);
  });

  it('late events of a finished or removed upload change nothing', () => {
    const done = run(chosen('a'), { type: 'started', id: 'a' }, { type: 'done', id: 'a', uri: '/files/a.pdf' });
    expect(uploadsReducer(done, { type: 'progress', id: 'a', progress: 0.5 })).toEqual(done);
    expect(uploadsReducer(done, { type: 'aborted', id: 'a' })).toEqual(done);
    expect(uploadsReducer(done, { type: 'failed', id: 'a', problem: failure })).toEqual(done);
    expect(uploadsReducer(done, { type: 'progress', id: 'gone', progress: 1 })).toEqual(done);
  });

  it('a form reset empties the field', () => {
    expect(run(chosen('a'), { type: 'reset' })).toEqual([]);
  });
});
