/** The Web Crypto subset `createId` needs; declared here so no DOM or Node typings are required. */
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 16;

/**
 * A random id for a new content element: 16 characters from the URL-safe alphabet
 * `A–Z a–z 0–9 _ -` (96 random bits), so ids can go in URLs, fragments and DOM ids
 * unescaped and collisions are negligible. Randomness comes from
 * `globalThis.crypto.getRandomValues`, present in browsers and Node 20; each random byte
 * maps to one character by its low 6 bits, which keeps the choice uniform.
 *
 * @throws Error when `globalThis.crypto.getRandomValues` is unavailable.
 * @public
 */
export function createId(): string {
  const random = (globalThis as { crypto?: RandomSource }).crypto;
  if (typeof random?.getRandomValues !== 'function') {
    throw new Error('createId: globalThis.crypto.getRandomValues is not available');
  }
  const bytes = random.getRandomValues(new Uint8Array(ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
