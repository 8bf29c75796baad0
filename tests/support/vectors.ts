/**
 * Reads a public test vector file. The vectors live beside the project, not in it
 * (`<project>/../shared/vectors`), so the same relative path works locally and in CI.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** From `tests/support` up to the project root, then one more to the folder that holds `shared/`. */
export const VECTORS_DIR = resolve(import.meta.dirname, '../../../shared/vectors');

export function readVectors<T>(name: string): T {
  return JSON.parse(readFileSync(resolve(VECTORS_DIR, name), 'utf8')) as T;
}
