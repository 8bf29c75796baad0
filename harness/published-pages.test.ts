// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileInside, listPublishedFolders } from './published-pages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'published-folders-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A folder as `npm run publish` writes it: index.html and assets/. */
function publishedFolder(name: string, title: string, writtenAt: Date) {
  mkdirSync(join(dir, name, 'assets'), { recursive: true });
  writeFileSync(join(dir, name, 'index.html'), `<!doctype html><html><head><title>${title}</title></head><body></body></html>`);
  utimesSync(join(dir, name, 'index.html'), writtenAt, writtenAt);
}

describe('the published folders the harness lists', () => {
  it('lists what npm run publish wrote, newest first, with the page’s title', () => {
    publishedFolder('landing', 'Brew &amp; Co', new Date('2026-11-01T10:00:00Z'));
    publishedFolder('shop', 'The shop', new Date('2026-11-20T10:00:00Z'));
    expect(listPublishedFolders(dir)).toEqual([
      { name: 'shop', title: 'The shop', publishedAt: '2026-11-20T10:00:00.000Z' },
      { name: 'landing', title: 'Brew & Co', publishedAt: '2026-11-01T10:00:00.000Z' },
    ]);
  });

  it('leaves out folders that are no published page, hidden ones and files', () => {
    publishedFolder('.cache', 'Hidden', new Date());
    mkdirSync(join(dir, 'no-assets'));
    writeFileSync(join(dir, 'no-assets', 'index.html'), '<title>x</title>');
    mkdirSync(join(dir, 'empty'));
    writeFileSync(join(dir, 'notes.txt'), 'not a folder');
    expect(listPublishedFolders(dir)).toEqual([]);
  });

  it('is empty when the directory does not exist yet (nothing published)', () => {
    expect(listPublishedFolders(join(dir, 'out'))).toEqual([]);
  });
});

describe('a file a request names inside a published folder', () => {
  it('is served from inside the folder only', () => {
    publishedFolder('landing', 'Landing', new Date());
    writeFileSync(join(dir, 'secret.txt'), 'outside');
    const folder = join(dir, 'landing');
    expect(fileInside(folder, 'index.html')).toBe(join(folder, 'index.html'));
    expect(fileInside(folder, '../secret.txt')).toBeNull();
    expect(fileInside(folder, '../landing-other/index.html')).toBeNull();
    expect(fileInside(folder, 'assets')).toBeNull();
    expect(fileInside(folder, 'missing.js')).toBeNull();
  });
});
