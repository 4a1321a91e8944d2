import { scryptSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PasswordPool, WEAK_PASSWORD_MESSAGE } from './password-pool.js';
import { LEGACY_SCRYPT_COST, parseScryptHash } from './scrypt-hash.js';

const CHEAP = { ln: 10, r: 8, p: 1 };

describe('PasswordPool', () => {
  const pools: PasswordPool[] = [];
  const pool = (options: ConstructorParameters<typeof PasswordPool>[0] = {}) => {
    const made = new PasswordPool(options);
    pools.push(made);
    return made;
  };
  afterAll(() => Promise.all(pools.map((made) => made.close())));

  it("hashes at OWASP's minimum cost unless told otherwise, and checks the password against it", async () => {
    const passwords = pool();
    const stored = await passwords.hash('a long secret phrase');
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(await passwords.verify('a long secret phrase', stored)).toEqual({ valid: true, outdated: false });
    expect(await passwords.verify('a long secret phrasE', stored)).toEqual({ valid: false, outdated: false });
  }, 20_000);

  it('takes a hash of the older form, and says it is due to be hashed again', async () => {
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('compiler first', salt, 64, { N: 2 ** LEGACY_SCRYPT_COST.ln, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const legacy = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
    const passwords = pool({ cost: CHEAP });
    expect(await passwords.verify('compiler first', legacy)).toEqual({ valid: true, outdated: true });
    expect(await passwords.verify('compiler second', legacy)).toEqual({ valid: false, outdated: false });
  });

  it('checks a password against a hash at today’s cost even when there is no hash to check it against', async () => {
    const passwords = pool({ cost: CHEAP });
    const real = await passwords.hash('correct horse battery');
    await passwords.verify('warm up', undefined);
    const before = passwords.derivations;
    expect(await passwords.verify('correct horse battery', undefined)).toEqual({ valid: false, outdated: false });
    expect(await passwords.verify('correct horse battery', null)).toEqual({ valid: false, outdated: false });
    expect(await passwords.verify('wrong guess', real)).toEqual({ valid: false, outdated: false });
    // One derivation each, whether an account exists or not.
    expect(passwords.derivations - before).toBe(3);
  });

  it('refuses a damaged stored hash without deriving at its cost', async () => {
    const passwords = pool({ cost: CHEAP });
    expect(await passwords.verify('anything', 'scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA')).toEqual({ valid: false, outdated: false });
    expect(parseScryptHash(await passwords.hash('x'.repeat(200)))?.cost).toEqual(CHEAP);
  });

  it('judges common passwords, simple patterns and the person’s own email too easy to guess, and takes the others', async () => {
    const passwords = pool({ cost: CHEAP });
    for (const weak of ['password', '        ', 'Password1', '12345678', 'qwertyuiop', 'aaaaaaaaaaaa', 'pat@example.org']) {
      expect([weak, await passwords.weakness(weak, ['pat@example.org', 'Pat'])]).toEqual([weak, WEAK_PASSWORD_MESSAGE]);
    }
    for (const fine of ['correct horse battery', 'analytical engine', 'long enough', 'quire-learner', 'tr0ub4dor&3']) {
      expect([fine, await passwords.weakness(fine, ['pat@example.org', 'Pat'])]).toEqual([fine, undefined]);
    }
  });

  it('answers 503 at once, with Retry-After, when more jobs wait than the queue takes', async () => {
    const passwords = pool({ cost: { ln: 14, r: 8, p: 1 }, workers: 1, maxQueued: 2 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => passwords.hash('correct horse battery')));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      message: 'Too many people are signing in right now: try again in a few seconds',
      retryAfterSeconds: 5,
    });
    // Once the queue has room again, work is taken.
    expect(await passwords.hash('correct horse battery')).toMatch(/^scrypt\$ln=14,/);
  });
});
