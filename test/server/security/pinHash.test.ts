import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../../src/api/contract/errCodes';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/log';
import { DEMO_PIN } from '../../../server/seed/demoUsers';
import { startServer, type RunningServer } from '../../../server/server';
import { hashPassword } from '../../../server/security/password';
import { DUMMY_PIN_HASH, hashPin, pepperRing, verifyPin } from '../../../server/security/pinHash';
import { backends, fastTestHasher, testKeys, type TestDatabase } from '../support/backends';
import { testConfig, TestClock, type TestServer } from '../support/server';
import { callerFor, masked, type Caller } from '../support/transact';

const derived = Buffer.alloc(32, 9);
const K2 = { id: 'k2', secret: 'a-second-pepper-key-of-32-characters-or-more' };

/** issue 19, defect 1: PINs are HMACs under a server-held, versioned pepper, not scrypt. */
describe('transaction PIN hashes (HMAC-SHA256 with a pepper)', () => {
  it('stores the key id, salts every hash and verifies only the right PIN, in well under a millisecond', async () => {
    const ring = pepperRing(derived);
    const a = hashPin(ring, '2580');
    expect(a).toMatch(/^pin-hmac\$v1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(hashPin(ring, '2580')).not.toBe(a);
    expect(await verifyPin(ring, '2580', a)).toEqual({ ok: true });
    expect(await verifyPin(ring, '2581', a)).toEqual({ ok: false });
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) await verifyPin(ring, '2580', a);
    // scrypt at password cost took ~400 ms per check (issue 19); the HMAC takes microseconds
    expect((performance.now() - started) / 1000).toBeLessThan(1);
  });

  it('cannot be checked without the pepper: another key verifies nothing', async () => {
    const stored = hashPin(pepperRing(derived), '2580');
    expect(await verifyPin(pepperRing(Buffer.alloc(32, 8)), '2580', stored)).toEqual({ ok: false });
  });

  it('rotates keys: an older key still verifies and its right PIN is rehashed under the current key', async () => {
    const old = hashPin(pepperRing(derived), '2580');
    const rotated = pepperRing(derived, [K2]);
    const verdict = await verifyPin(rotated, '2580', old);
    expect(verdict.ok).toBe(true);
    expect(verdict.rehash).toMatch(/^pin-hmac\$k2\$/);
    expect(await verifyPin(rotated, '2580', verdict.rehash ?? '')).toEqual({ ok: true });
    // a wrong PIN under the old key is not rehashed
    expect(await verifyPin(rotated, '1111', old)).toEqual({ ok: false });
    // a key id the server does not hold, or a mangled hash, matches nothing
    expect(await verifyPin(pepperRing(derived), '2580', verdict.rehash ?? '')).toEqual({ ok: false });
    for (const bad of ['', 'pin-hmac$v1$x$y', 'pin-hmac$$$', `${old}$extra`, 'bcrypt$2580'])
      expect(await verifyPin(rotated, '2580', bad)).toEqual({ ok: false });
    expect(await verifyPin(rotated, '2580', DUMMY_PIN_HASH)).toEqual({ ok: false });
  });

  it('keeps verifying legacy scrypt PIN hashes and upgrades them on a right PIN', async () => {
    const legacy = await fastTestHasher('2580');
    const ring = pepperRing(derived);
    const verdict = await verifyPin(ring, '2580', legacy);
    expect(verdict.ok).toBe(true);
    expect(verdict.rehash).toMatch(/^pin-hmac\$v1\$/);
    expect(await verifyPin(ring, '0000', legacy)).toEqual({ ok: false });
  }, 20_000);

  it('reads PIN_PEPPER_KEYS (newest first) and refuses bad ones without quoting the secret', () => {
    const config = loadConfig({ PIN_PEPPER_KEYS: `${K2.id}:${K2.secret}, v1:${'x'.repeat(32)}` });
    expect(config.pinPepperKeys).toEqual([K2, { id: 'v1', secret: 'x'.repeat(32) }]);
    expect(loadConfig({}).pinPepperKeys).toEqual([]);
    for (const bad of [
      'k2:short-secret',
      `K2:${K2.secret}`,
      `${K2.id}:${K2.secret},${K2.id}:${K2.secret}`,
      'nocolon',
    ]) {
      expect(() => loadConfig({ PIN_PEPPER_KEYS: bad })).toThrow(/PIN_PEPPER_KEYS/);
      try {
        loadConfig({ PIN_PEPPER_KEYS: bad });
      } catch (error) {
        expect(String(error)).not.toContain('secret-of-32');
        expect(String(error)).not.toContain('short-secret');
      }
    }
  });
});

describe.each(backends)('PIN hashes on a running server on $name', (backend) => {
  let database: TestDatabase;
  const clock = new TestClock();
  const servers: RunningServer[] = [];
  const start = async (pinPepperKeys: Array<{ id: string; secret: string }> = []): Promise<TestServer> => {
    const running = await startServer({
      config: { ...testConfig(), pinPepperKeys },
      db: database.db,
      now: clock.now,
      hashPassword: fastTestHasher,
      log: createLogger('silent'),
    });
    servers.push(running);
    return { url: running.url, db: database.db, clock, close: () => running.close() };
  };
  const pinHashOf = async (login: string) =>
    (await database.db.query<{ pin_hash: string }>('SELECT pin_hash FROM users WHERE login = $1', [login])).rows[0]
      ?.pin_hash ?? '';
  const ok = async (caller: Caller) => {
    const { envelope } = await caller.submit(transfer);
    expect(envelope.responseCode, JSON.stringify(envelope)).toBe(0);
  };
  const transfer = { serviceCode: 'AGENT_TO_AGENT_TRANSFER', recipientMobile: '7701000004', amount: '10000' };

  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.dispose();
  });

  it('seeds HMAC PIN hashes, upgrades a legacy scrypt one on use and moves hashes to a new key', async () => {
    expect(await pinHashOf('agent')).toMatch(/^pin-hmac\$v1\$/);
    const plain = await callerFor(await start(), 'agent');
    // an existing database's scrypt PIN (here at the production cost) keeps working and is upgraded
    await database.db.query("UPDATE users SET pin_hash = $1 WHERE login = 'agent'", [await hashPassword(DEMO_PIN)]);
    await ok(plain);
    expect(await pinHashOf('agent')).toMatch(/^pin-hmac\$v1\$/);
    const wrong = await plain.submit(transfer, { pin: await masked('1357') });
    expect(wrong.envelope).toMatchObject({ errCode: ErrCode.pinWrong, data: { attemptsLeft: 4 } });

    // PIN_PEPPER_KEYS=k2:… in front: the v1 hash verifies and is rewritten under k2
    const rotated = await callerFor(await start([K2]), 'agent');
    await ok(rotated);
    expect(await pinHashOf('agent')).toMatch(/^pin-hmac\$k2\$/);
    // the key is what protects the hash: a server without k2 cannot verify it
    expect((await plain.submit(transfer)).envelope.errCode).toBe(ErrCode.pinWrong);
    await ok(rotated);
    expect(testKeys.pinPepper).toHaveLength(32);
  }, 60_000);
});
