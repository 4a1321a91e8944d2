import { describe, expect, it } from 'vitest';
import { LEGACY_SCRYPT_COST, OWASP_SCRYPT_COST, formatScryptHash, parseScryptHash, scryptMaxmem } from './scrypt-hash.js';

const salt = Buffer.alloc(16, 1);
const key = Buffer.alloc(64, 2);

describe('scrypt hashes as stored', () => {
  it('carry their cost, and read back as written', () => {
    const stored = formatScryptHash({ cost: OWASP_SCRYPT_COST, salt, key });
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]+\$[\w-]+$/);
    expect(parseScryptHash(stored)).toEqual({ cost: OWASP_SCRYPT_COST, salt, key });
  });

  it('read the older form, without a cost, as N = 2^15', () => {
    const stored = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(parseScryptHash(stored)).toEqual({ cost: LEGACY_SCRYPT_COST, salt, key });
  });

  it.each([
    ['another scheme', `bcrypt$${salt.toString('base64url')}$${key.toString('base64url')}`],
    ['a cost asking for gigabytes', `scrypt$ln=30,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`],
    ['a cost in another shape', `scrypt$N=131072$${salt.toString('base64url')}$${key.toString('base64url')}`],
    ['a salt that is not base64url', `scrypt$ln=17,r=8,p=1$not base64!$${key.toString('base64url')}`],
    ['too many fields', `scrypt$ln=17,r=8,p=1$a$b$c`],
  ])('refuse %s', (_what, stored) => {
    expect(parseScryptHash(stored)).toBeUndefined();
  });

  it('allow scrypt the memory its cost needs (128 MiB is just too little for N = 2^17, r = 8)', () => {
    expect(scryptMaxmem(OWASP_SCRYPT_COST)).toBeGreaterThan(128 * 8 * (2 ** 17 + 3));
  });
});
