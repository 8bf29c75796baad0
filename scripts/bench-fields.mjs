/**
 * The special form fields' chunks (issue 14): what each field adds, gzipped, to a page whose form
 * has it, read from a build's Vite manifest (`vite build --manifest`). A field's cost is its chunk
 * and CSS and the chunks only they import, leaving out what the page and form01 load anyway; the
 * first special field of a form also brings the small chunk the fields share (their frame).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIELD_MODULES = {
  phone: 'runtime/fields/PhoneField.tsx',
  number: 'runtime/fields/NumberField.tsx',
  range: 'runtime/fields/RangeField.tsx',
  file: 'runtime/fields/FileField.tsx',
  'date, datetime': 'runtime/fields/DateField.tsx',
  calculator: 'runtime/fields/CalculatorField.tsx',
};
const FORM_MODULE = 'runtime/forms/index.ts';

/** The files a manifest chunk loads with it: its own, its CSS, and its static imports', recursively. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(`chunk:${key}`)) return seen;
  seen.add(`chunk:${key}`);
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}
const filesOf = (set) => [...set].filter((item) => !item.startsWith('chunk:'));

/**
 * Per field: the gzip bytes it adds and its files; `statically` lists any field chunk the form's
 * own chunk loads up front (it should be empty: the fields load with import()).
 */
export function fieldChunkReport(outDir) {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(resolve(outDir, file))).length;
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const base = new Set(entries.flatMap((key) => filesOf(closure(manifest, key))));
  const form = filesOf(closure(manifest, FORM_MODULE));
  for (const file of form) base.add(file);
  const fieldFiles = Object.values(FIELD_MODULES).map((key) => manifest[key]?.file).filter(Boolean);
  const statically = form.filter((file) => fieldFiles.includes(file));
  const fields = Object.entries(FIELD_MODULES).map(([name, key]) => {
    if (!manifest[key]) return { name, missing: true, bytes: 0, files: [] };
    const files = filesOf(closure(manifest, key)).filter((file) => !base.has(file));
    return { name, bytes: files.reduce((sum, file) => sum + gzip(file), 0), files };
  });
  return { fields, statically, formBytes: form.filter((file) => !entries.some((key) => filesOf(closure(manifest, key)).includes(file))).reduce((sum, file) => sum + gzip(file), 0) };
}
