import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../../server/security/password';

describe('password hashing (scrypt)', () => {
  it('uses the OWASP parameters and a self-describing format with a 16-byte salt and 32-byte key', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Demo@1234');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
  });

  it('salts every hash and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo@1234'), hashPassword('Demo@1234')]);
    expect(a).not.toBe(b);
    const results = await Promise.all([verifyPassword('Demo@1234', b), verifyPassword('demo@1234', a)]);
    expect(results).toEqual([true, false]);
  });

  it('treats canonically equivalent Unicode passwords as equal (NFC)', async () => {
    const hash = await hashPassword('Caf\u00e9@1234'); // é precomposed
    expect(await verifyPassword('Cafe\u0301@1234', hash)).toBe(true); // e + combining acute
  });

  it('verifies old hashes at their own cost, and refuses malformed or absurd ones', async () => {
    // A hash with lower parameters (as an older policy might have written) still verifies.
    const salt = Buffer.alloc(16, 1);
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('old-password', salt, 32, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('old-password', old)).toBe(true);
    const malformed = [
      '',
      'plain',
      'scrypt$abc$8$1$x$y',
      `scrypt$${2 ** 30}$8$1$${salt.toString('base64')}$${key.toString('base64')}`,
      'bcrypt$2b$10$abc',
    ];
    expect(await Promise.all(malformed.map((bad) => verifyPassword('old-password', bad)))).toEqual(
      malformed.map(() => false),
    );
  });

  it('never verifies anything against the dummy hash used for unknown logins', async () => {
    // Same parameters as a real hash, so checking an unknown login costs exactly as much (no timing oracle).
    expect(DUMMY_HASH.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });
});
