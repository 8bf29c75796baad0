import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('sha256 (plain JavaScript, where Web Crypto is missing)', () => {
  it('gives FIPS 180-4’s digests of its own examples', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  // Around each edge of the padding: the length field fits in the last block (55), just does not (56), whole blocks (64, 128).
  it.each([1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000])('gives Node’s digest of %i random bytes', (length) => {
    const bytes = new Uint8Array(randomBytes(length));
    expect(hex(sha256(bytes))).toBe(nodeSha256(bytes));
  });

  it('gives Node’s digest of a file’s whole hashed head: 4 MiB and a name', () => {
    const bytes = new Uint8Array(randomBytes(4 * 1024 * 1024 + 13));
    expect(hex(sha256(bytes))).toBe(nodeSha256(bytes));
  });
});
