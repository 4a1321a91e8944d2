/** scrypt's cost: N = 2^ln, block size r, parallelism p. */
export interface ScryptCost {
  readonly ln: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's current minimum for scrypt (N = 2^17, r = 8, p = 1): 128 MiB and about half a second per hash here. */
export const OWASP_SCRYPT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

/** What hashes written as `scrypt$<salt>$<key>`, before the cost was part of the hash, were made with. */
export const LEGACY_SCRYPT_COST: ScryptCost = { ln: 15, r: 8, p: 1 };

/** The length of the derived key, in bytes. */
export const SCRYPT_KEY_BYTES = 64;

/** A stored hash, read back. */
export interface ScryptHash {
  readonly cost: ScryptCost;
  readonly salt: Buffer;
  readonly key: Buffer;
}

// A stored hash is trusted no further than this: a damaged row must not ask for gigabytes.
const MAX_LN = 20;
const MAX_R = 16;
const MAX_P = 4;
const BASE64URL = /^[A-Za-z0-9_-]{16,128}$/;
const COST_FIELD = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d)$/;

/** The memory scrypt needs at this cost (OpenSSL counts 128·r·(N + p + 2) bytes), with room to spare. */
export function scryptMaxmem(cost: ScryptCost): number {
  return 2 * 128 * cost.r * (2 ** cost.ln + cost.p + 2);
}

/** `scrypt$ln=17,r=8,p=1$<salt>$<key>`: the cost travels with the hash, so a stronger cost can replace it later. */
export function formatScryptHash(hash: ScryptHash): string {
  const { ln, r, p } = hash.cost;
  return `scrypt$ln=${ln},r=${r},p=${p}$${hash.salt.toString('base64url')}$${hash.key.toString('base64url')}`;
}

/** Reads a stored hash, in today's form or the older `scrypt$<salt>$<key>`; undefined when it is neither. */
export function parseScryptHash(stored: string): ScryptHash | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  let cost: ScryptCost;
  let salt: string;
  let key: string;
  if (parts.length === 3) {
    [, salt, key] = parts;
    cost = LEGACY_SCRYPT_COST;
  } else if (parts.length === 4) {
    const match = COST_FIELD.exec(parts[1]);
    if (!match) return undefined;
    cost = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    [, , salt, key] = parts;
  } else {
    return undefined;
  }
  if (cost.ln < 1 || cost.ln > MAX_LN || cost.r < 1 || cost.r > MAX_R || cost.p < 1 || cost.p > MAX_P) return undefined;
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Whether two costs are the same. */
export function sameScryptCost(a: ScryptCost, b: ScryptCost): boolean {
  return a.ln === b.ln && a.r === b.r && a.p === b.p;
}
