/**
 * SHA-256 (FIPS 180-4) in plain JavaScript, for where Web Crypto is missing: `crypto.subtle` exists
 * only in secure contexts, so a site served over plain http has none. Gives the same digest as
 * `crypto.subtle.digest('SHA-256', …)`; slower, and synchronous (tens of milliseconds for 4 MiB).
 */

/** FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const ROUND_CONSTANTS = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** FIPS 180-4 §5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const INITIAL_HASH = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const BLOCK_BYTES = 64;
/** The padding's closing field: the message length in bits, a 64-bit big-endian number. */
const LENGTH_FIELD_BYTES = 8;
const WORD_BYTES = 4;
const SCHEDULE_WORDS = 64;
const BLOCK_WORDS = BLOCK_BYTES / WORD_BYTES;

const rotateRight = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

/** The SHA-256 digest of `message`: 32 bytes. */
export function sha256(message: Uint8Array): Uint8Array {
  // The message, a 1 bit, zeros up to the length field, then the length field: whole blocks.
  const paddedBytes = Math.ceil((message.length + 1 + LENGTH_FIELD_BYTES) / BLOCK_BYTES) * BLOCK_BYTES;
  const padded = new Uint8Array(paddedBytes);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  const bits = message.length * 8;
  view.setUint32(paddedBytes - LENGTH_FIELD_BYTES, Math.floor(bits / 2 ** 32));
  view.setUint32(paddedBytes - WORD_BYTES, bits >>> 0);

  // Typed arrays of 32-bit words: each sum stored in them wraps modulo 2^32, as the standard adds.
  const hash = Uint32Array.from(INITIAL_HASH);
  const schedule = new Uint32Array(SCHEDULE_WORDS);
  for (let block = 0; block < paddedBytes; block += BLOCK_BYTES) {
    for (let t = 0; t < BLOCK_WORDS; t++) schedule[t] = view.getUint32(block + t * WORD_BYTES);
    for (let t = BLOCK_WORDS; t < SCHEDULE_WORDS; t++) {
      const early = schedule[t - 15]!;
      const late = schedule[t - 2]!;
      const sigma0 = rotateRight(early, 7) ^ rotateRight(early, 18) ^ (early >>> 3);
      const sigma1 = rotateRight(late, 17) ^ rotateRight(late, 19) ^ (late >>> 10);
      schedule[t] = schedule[t - 16]! + sigma0 + schedule[t - 7]! + sigma1;
    }
    // The defaults never apply (the hash has its eight words); they only type the words as numbers.
    let [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = hash;
    for (let t = 0; t < SCHEDULE_WORDS; t++) {
      const sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25);
      const choice = (e & f) ^ (~e & g);
      const temp1 = (h + sum1 + choice + ROUND_CONSTANTS[t]! + schedule[t]!) | 0;
      const sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const temp2 = (sum0 + majority) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + temp1) | 0;
      d = c;
      c = b;
      b = a;
      a = (temp1 + temp2) | 0;
    }
    [a, b, c, d, e, f, g, h].forEach((word, index) => {
      hash[index] = hash[index]! + word;
    });
  }

  const digest = new Uint8Array(hash.length * WORD_BYTES);
  const digestView = new DataView(digest.buffer);
  hash.forEach((word, index) => digestView.setUint32(index * WORD_BYTES, word));
  return digest;
}
