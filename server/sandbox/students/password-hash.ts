import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are stored hashed and never returned; hashing is slow on purpose (spec §4.3 set-password).
 * scrypt with N = 2^15 takes tens of milliseconds of CPU per hash and runs on the libuv pool, so the event
 * loop stays free while it works.
 */
const DEFAULT_COST = 15;
const r = 8;
const p = 1;
const keyLength = 32;

/**
 * scrypt's N as a power of two: 15, or SANDBOX_PASSWORD_HASH_COST (10–16). The test suites register hundreds of
 * students with passwords and set 10: at 15 those hashes were more than half the CPU of some integration files
 * (bulk activation: 45 → 20 s of CPU). A hash names its own N, so one made at any cost still verifies.
 */
export function passwordHashCost(raw: string | undefined): number {
  const value = raw === undefined || raw.trim() === '' ? DEFAULT_COST : Number(raw);
  return Number.isInteger(value) && value >= 10 && value <= 16 ? value : DEFAULT_COST;
}

function derive(password: string, salt: Buffer, N: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<N>$<salt b64>$<hash b64>`. */
export async function hashPassword(
  password: string,
  cost = passwordHashCost(process.env.SANDBOX_PASSWORD_HASH_COST),
): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, salt, hash] = stored.split('$');
  const N = Number(n);
  if (kind !== 'scrypt' || !salt || !hash || !Number.isInteger(Math.log2(N)) || N < 2 ** 10 || N > 2 ** 16)
    return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), N);
  const expected = Buffer.from(hash, 'base64');
  return key.length === expected.length && timingSafeEqual(key, expected);
}
