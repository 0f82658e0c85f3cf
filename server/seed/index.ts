import type { Db, Queryable } from '../db/types';
import { openAccount, parseMajor } from '../ledger/ledger';
import type { DerivedKeys } from '../security/crypto';
import { hashPassword as defaultHasher, type PasswordHasher } from '../security/password';
import { hashPin, pepperRing } from '../security/pinHash';
import { seal } from '../security/secretBox';
import { totpContext } from '../security/totp';
import { seedClients } from './clients';
import { seedContent } from './content';
import { seedFaq } from './faq';
import { DEMO_CURRENCY, DEMO_PASSWORD, DEMO_PIN, DEMO_TOTP_SECRET, demoUsers, type DemoUser } from './demoUsers';
import { openingBalanceTime, seedHistory } from './history';
import { seedLanguageData } from './languageData';
import { seedLanguages } from './languages';
import { seedNotifications } from './notifications';
import { seedServiceData } from './services/data';
import { hasMarker, insertDemoUser, insertOpeningEntry, lockSeeding, setMarker } from './seed.repository';
import { seedSiteSettings } from './siteSettings';
import { seedTeams } from '../teams/teams.seed';

export interface SeedOptions {
  keys: DerivedKeys;
  nowMs: number;
  /** Tests pass a memoizing hasher; production hashes each user with its own salt. */
  hashPassword?: PasswordHasher;
  /**
   * Seeds thousands of past transactions of one account per wallet category (seed/history.ts), on a
   * fresh database and once on an older one. On for the real server; off by default (tests).
   */
  history?: boolean;
}

const SEED_LOCK_KEY = 7_402_113_552;
export const ISSUANCE_ACCOUNT_CODE = `SYSTEM:ISSUANCE:${DEMO_CURRENCY}`;

export function walletAccountCode(userIdentifier: string, currency = DEMO_CURRENCY): string {
  return `WALLET:${userIdentifier}:EMONEY:${currency}`;
}

const SEEDED_MARKER = 'seeded_at';

async function isSeeded(q: Queryable): Promise<boolean> {
  return hasMarker(q, SEEDED_MARKER);
}

async function insertUser(
  tx: Queryable,
  user: DemoUser,
  hashes: { password: string; pin: string },
  keys: DerivedKeys,
): Promise<string> {
  const totpSecret = user.twoFactor ? seal(keys.totpSecrets, DEMO_TOTP_SECRET, totpContext(user.userIdentifier)) : null;
  const id = await insertDemoUser(tx, user, {
    passwordHash: hashes.password,
    pinHash: hashes.pin,
    totpSecretEnc: totpSecret,
  });
  if (id === undefined) throw new Error('user insert returned no row');
  return id;
}

/**
 * Opening balances are issued, not conjured: each is a balanced entry against the issuance account,
 * dated before any seeded history (the passbook starts with it).
 */
async function seedWallets(tx: Queryable, userIds: ReadonlyMap<string, string>, nowMs: number): Promise<void> {
  const issuance = await openAccount(tx, {
    userId: null,
    code: ISSUANCE_ACCOUNT_CODE,
    pouchType: 'ISSUANCE',
    currency: DEMO_CURRENCY,
  });
  for (const user of demoUsers) {
    const userId = userIds.get(user.login);
    if (user.openingBalanceIqd === null || userId === undefined) continue;
    const wallet = await openAccount(tx, {
      userId,
      code: walletAccountCode(user.userIdentifier),
      pouchType: 'EMONEY',
      currency: DEMO_CURRENCY,
    });
    await insertOpeningEntry(tx, {
      issuanceId: issuance,
      walletId: wallet,
      amountMinor: parseMajor(user.openingBalanceIqd),
      idempotencyKey: `opening:${user.userIdentifier}`,
      description: `Opening balance of ${user.userIdentifier}`,
      createdAt: new Date(openingBalanceTime(nowMs)).toISOString(),
    });
  }
}

/**
 * Seeds a fresh database once: clients, demo users with wallets, languages, site settings,
 * menus, themes, route maps, content pages, and the payment services' accounts and data.
 * Password hashes are computed before the transaction, concurrently (scrypt runs on libuv's
 * thread pool), so the transaction itself is short. Returns false when already seeded.
 */
export async function seedIfNeeded(db: Db, options: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) {
    // A database seeded before migration 003 has no menus or themes yet, one seeded before 004
    // no route maps or pages: add the missing ones (never overwriting a stored document).
    // Concurrent starts are safe: ON CONFLICT DO NOTHING.
    await seedContent(db, options.nowMs);
    // requirements#faq: a database seeded before migration 016 gets the FAQ
    await seedFaq(db);
    // requirements#language-data: a database seeded before migration 027 gets the languages' labels
    await seedLanguageData(db);
    // A database seeded before migration 006 gets the payment services' accounts and data once.
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await lockSeeding(tx, SEED_LOCK_KEY);
      await seedServiceData(tx, options.nowMs);
      if (options.history === true) await seedHistory(tx, options.nowMs);
      // after the history: its newest transactions are told with their own ids
      await seedNotifications(tx, options.nowMs);
      await seedTeams(tx, options.nowMs);
    });
    return false;
  }
  const hasher = options.hashPassword ?? defaultHasher;
  const hashes = await Promise.all(demoUsers.map(() => hasher(DEMO_PASSWORD)));
  // issue 19: PINs are HMACs under the pepper (security/pinHash.ts), its derived key v1 here;
  // with PIN_PEPPER_KEYS set they move to the current key at their first use.
  const pinRing = pepperRing(options.keys.pinPepper);
  return db.transaction(async (tx) => {
    // A second process seeding the same PostgreSQL waits here, then sees the marker.
    if (db.kind === 'postgres') await lockSeeding(tx, SEED_LOCK_KEY);
    if (await isSeeded(tx)) return false;
    await seedClients(tx);
    const userIds = new Map<string, string>();
    for (const [index, user] of demoUsers.entries()) {
      const hash = hashes[index];
      if (hash === undefined) throw new Error('missing password hash');
      const pin = hashPin(pinRing, DEMO_PIN);
      userIds.set(user.login, await insertUser(tx, user, { password: hash, pin }, options.keys));
    }
    await seedWallets(tx, userIds, options.nowMs);
    await seedLanguages(tx);
    await seedSiteSettings(tx, options.nowMs);
    await seedContent(tx, options.nowMs);
    await seedFaq(tx);
    await seedLanguageData(tx);
    await seedServiceData(tx, options.nowMs);
    if (options.history === true) await seedHistory(tx, options.nowMs);
    await seedNotifications(tx, options.nowMs);
    await seedTeams(tx, options.nowMs);
    await setMarker(tx, SEEDED_MARKER, new Date(options.nowMs).toISOString());
    return true;
  });
}
