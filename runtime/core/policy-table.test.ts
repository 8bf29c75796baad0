/**
 * The policy table is the whole truth: no file of the runtime tests the mode or a runtime flag
 * itself; it reads a named row of `policies.ts` with `usePolicy('…')` (or takes its value as a
 * parameter). This test reads the sources, so a new `mode === 'admin'` fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RUNTIME = resolve(import.meta.dirname, '..');
/** Where the table is defined and tested (and this file, which names the patterns). */
const ALLOWED = new Set(['core/policies.ts', 'core/policies.test.ts', 'core/policy-table.test.ts']);

/** `mode === …`, `mode !== …`, `… === mode`, `x.mode !== …`. */
const MODE_TEST = /\bmode\s*[!=]==|[!=]==\s*(?:\w+\.)*mode\b/;
/** Reading a runtime flag: `flags.bot`, `flags.reducedMotion`… */
const FLAG_TEST = /\bflags\.(?:screenshot|criticalCss|bot|slowNetwork|reducedMotion)\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function offendingLines(pattern: RegExp): string[] {
  return sourceFiles(RUNTIME)
    .map((path) => relative(RUNTIME, path).split('\\').join('/'))
    .filter((file) => !ALLOWED.has(file))
    .flatMap((file) =>
      readFileSync(join(RUNTIME, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`runtime/${file}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('the policy table is the whole truth', () => {
  it('the patterns catch the forms a direct test takes', () => {
    for (const line of ["if (mode === 'admin')", "mode!=='admin'", "props.mode !== 'run'", "'admin' === mode", "x === this.props.mode"]) expect(line).toMatch(MODE_TEST);
    for (const line of ['const modeAllows = true', "listMode === 'replace'", 'mode: Mode']) expect(line).not.toMatch(MODE_TEST);
    expect('flags.screenshot || flags.bot').toMatch(FLAG_TEST);
    expect('const { flags } = useRuntime()').not.toMatch(FLAG_TEST);
  });

  it('no runtime file outside policies.ts tests the mode directly', () => {
    expect(offendingLines(MODE_TEST)).toEqual([]);
  });

  it('no runtime file outside policies.ts reads a runtime flag directly', () => {
    expect(offendingLines(FLAG_TEST)).toEqual([]);
  });
});
