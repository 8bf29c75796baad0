import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testTimeout } from '../tests/support/waits';

const work = mkdtempSync(join(tmpdir(), 'publish-'));
/**
 * A server half built once for this file's publishes that fail (`--server-build`, as `npm test`
 * shares one among its nine): inside the project, where the bundle finds the packages it leaves out.
 */
const sharedServer = join(import.meta.dirname, `../node_modules/.cache/publish-server/test-${process.pid}`);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(sharedServer, { recursive: true, force: true });
});

/** `npm run publish -- <page> <folder>` on a folder that holds what an earlier publish left there. */
function publishOver(pageJson: string) {
  const page = join(work, 'page.json');
  writeFileSync(page, pageJson);
  const folder = join(work, 'site');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Published before</title>');
  const run = spawnSync('node', [join(import.meta.dirname, 'publish.mjs'), page, folder, '--server-build', sharedServer], { encoding: 'utf8' });
  return { run, folder };
}

describe('npm run publish over an earlier publish', () => {
  test('the new folder takes the old one’s place whole: its files go, a repository in it stays, nothing is left beside it; a title with $ signs is written as it is', () => {
    const folder = join(work, 'pages');
    mkdirSync(join(folder, '.git'), { recursive: true });
    writeFileSync(join(folder, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
    writeFileSync(join(folder, 'stale.html'), 'from the earlier publish');
    // "$'" and "$$" are replacement patterns to String.replace: such a title once pasted the rest of the template into <title>.
    const page = JSON.parse(readFileSync(join(import.meta.dirname, '../tests/support/first-photo-page.json'), 'utf8'));
    page.settings.title = "Beans for $$5 & more $' today";
    const pageFile = join(work, 'dollar-title.json');
    writeFileSync(pageFile, JSON.stringify(page));
    const run = spawnSync('node', [join(import.meta.dirname, 'publish.mjs'), pageFile, folder], { encoding: 'utf8' });
    rmSync(pageFile);
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Beans for $$5 &amp; more $' today");
    expect(html.slice(html.indexOf('<body'))).toContain('data-published-viewport="desktop"');
    expect(existsSync(join(folder, 'stale.html'))).toBe(false);
    expect(readFileSync(join(folder, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/gh-pages\n');
    expect(readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
  }, testTimeout(120_000));
});

describe('npm run publish, given a page it cannot read', () => {
  beforeAll(() => {
    const built = spawnSync('node', [join(import.meta.dirname, 'publish.mjs'), '--server-build', sharedServer, '--server-build-only'], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    expect(readdirSync(sharedServer)).toContain('entry-server.js');
  }, testTimeout(60_000));

  test.each([
    ['a file that is not JSON', '{"sections": [', '(page): not valid JSON'],
    ['JSON that is not a page', '{"sections": 5}', 'sections: a page needs a "sections" list'],
  ])('%s: says what is wrong and where, without a stack, and leaves the folder as the last publish left it', (_name, pageJson, issue) => {
    const { run, folder } = publishOver(pageJson);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`publish: nothing was published: ${join(work, 'page.json')}: the page cannot be read: ${issue}`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toContain('Published before');
    // Nothing half-written is left beside it.
    expect(readdirSync(work).sort()).toEqual(['page.json', 'site']);
  }, testTimeout(60_000));

  test('a page that is neither a file nor a scenario id is refused before anything is built', () => {
    const run = spawnSync('node', [join(import.meta.dirname, 'publish.mjs'), 'no-such-scenario', join(work, 'other')], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no page at no-such-scenario (neither a file nor a scenario id)');
    expect(existsSync(join(work, 'other'))).toBe(false);
  });
});

describe('npm run publish with a shared server half (--server-build)', () => {
  test('a folder that holds no finished build is refused before anything is built or written, and kept as it was', () => {
    const empty = join(work, 'no-build');
    mkdirSync(empty);
    writeFileSync(join(empty, 'entry-server.js'), '// half written');
    const run = spawnSync('node', [join(import.meta.dirname, 'publish.mjs'), 'landing', join(work, 'landing'), '--server-build', empty], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`publish: no server build in ${empty}: make it first`);
    expect(existsSync(join(work, 'landing'))).toBe(false);
    expect(readdirSync(empty)).toEqual(['entry-server.js']);
    rmSync(empty, { recursive: true });
  });

  test('--server-build-only needs the folder to build in', () => {
    const run = spawnSync('node', [join(import.meta.dirname, 'publish.mjs'), '--server-build-only'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node scripts/publish.mjs --server-build <folder> --server-build-only');
  });
});
