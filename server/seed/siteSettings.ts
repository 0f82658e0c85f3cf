import { categoryCodes, userCategories, type UserCategory } from '../../src/api/contract/categories';
import type { SiteSettings } from '../../src/api/contract/schemas';
import { isoTime, type Queryable } from '../db/types';

/** Site settings as stored: everything but `ts`, which is computed when served. */
export type StoredSiteSettings = Omit<SiteSettings, 'ts'>;

/** seed 001 §2.6, §7.1: the service-form fields sent AES-masked (PIN, codes, card data). */
export const MASKED_REQUEST_PARAMS = ['pin', 'otp', 'cardNumber', 'cvv'] as const;

/** seed 000 §9: site id 1. */
export const SITE_ID = 1;

type Localized = Record<'en' | 'ar' | 'ku', string>;

const siteName: Localized = { en: 'Wallet Portal', ar: 'بوابة المحفظة', ku: 'دەروازەی جزدان' };

const categoryLabels: Record<UserCategory, Localized> = {
  consumer: { en: 'Customers', ar: 'العملاء', ku: 'کڕیاران' },
  agent: { en: 'Agents', ar: 'الوكلاء', ku: 'بریکاران' },
  superAgent: { en: 'Super agents', ar: 'الوكلاء الرئيسيون', ku: 'بریکارە سەرەکییەکان' },
  csr: { en: 'Customer service', ar: 'خدمة العملاء', ku: 'خزمەتگوزاریی کڕیاران' },
  merchant: { en: 'Merchants', ar: 'التجار', ku: 'بازرگانان' },
  enterprise: { en: 'Enterprises', ar: 'المؤسسات', ku: 'کۆمپانیاکان' },
  vendor: { en: 'Vendors', ar: 'الموردون', ku: 'دابینکەران' },
};

function copyrights(year: number): Localized {
  return {
    en: `© ${year} Wallet Portal. All rights reserved.`,
    ar: `© ${year} بوابة المحفظة. جميع الحقوق محفوظة.`,
    ku: `© ${year} دەروازەی جزدان. هەموو مافەکان پارێزراون.`,
  };
}

/** seed 000 §8: the maintenance page's default message. */
const maintenanceMessage: Localized = {
  en: 'Site Under Maintenance',
  ar: 'الموقع قيد الصيانة',
  ku: 'ماڵپەڕەکە لە ژێر چاککردنەوەدایە',
};

/** seed 001 §2.6 shape, as `siteSettingsSchema` in the contract. */
export function buildSiteSettings(category: UserCategory, year: number): StoredSiteSettings {
  const label = categoryLabels[category];
  return {
    siteId: SITE_ID,
    category: categoryCodes[category],
    image: { logoPreviewUrl: '/brand/logo.svg', faviconPreviewUrl: '/brand/favicon.svg' },
    local: { defaultLocale: 'en' },
    // seed 001 §2.6 social block: the footer links https addresses only (fictional accounts)
    social: {
      facebook: 'https://www.facebook.com/walletportal.sandbox',
      instagram: 'https://www.instagram.com/walletportal.sandbox',
      x: 'https://x.com/walletportal_sbx',
    },
    general: {
      sitename: { ...siteName },
      copyrights: copyrights(year),
      meta_title: {
        en: `${siteName.en} · ${label.en}`,
        ar: `${siteName.ar} · ${label.ar}`,
        ku: `${siteName.ku} · ${label.ku}`,
      },
      maintenance_message: { ...maintenanceMessage },
    },
    server: { maintenance_mode: false },
    currencyList: [
      { currencyCode: 'IQD', symbol: 'IQD', isDefault: true, symbolPosition: 'postfix' },
      { currencyCode: 'USD', symbol: '$', isDefault: false, symbolPosition: 'prefix' },
    ],
    chatscript: null,
    checkTransactionSerivce: { enabled: false },
    // seed 001 §7.1: the portal AES-masks these fields in the requests it builds from
    // configuration; the sandbox refuses them unmasked (server/services/requestGuard.ts)
    bffConfigModule: { maskRequestParam: [...MASKED_REQUEST_PARAMS] },
    // Consumers sign themselves up, and a self-registered account is TEMPORARY until verified:
    // their portal explains that at sign-in.
    extraOptions: { showTempAccDialog: { enabled: category === 'consumer' } },
  };
}

export async function seedSiteSettings(tx: Queryable, nowMs: number): Promise<void> {
  const year = new Date(nowMs).getUTCFullYear();
  for (const category of userCategories) {
    await tx.query(
      'INSERT INTO site_settings (site_id, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4)',
      [SITE_ID, categoryCodes[category], JSON.stringify(buildSiteSettings(category, year)), isoTime(nowMs)],
    );
  }
}

/**
 * Puts the seeded settings of `categories` back (rows that went missing included), except the
 * maintenance switch: it is site-wide, has its own sandbox tool, and stays as it is. The rows are
 * locked first, so a concurrent switch is neither lost nor half applied. Answers the count.
 */
export async function restoreSiteSettings(
  tx: Queryable,
  categories: readonly UserCategory[],
  nowMs: number,
): Promise<number> {
  const { rows } = await tx.query<{ maintenance: boolean }>(
    `SELECT data #> '{server,maintenance_mode}' = 'true'::jsonb AS maintenance
       FROM site_settings WHERE site_id = $1 FOR UPDATE`,
    [SITE_ID],
  );
  const maintenance = rows.some((row) => row.maintenance);
  const year = new Date(nowMs).getUTCFullYear();
  for (const category of categories) {
    const data = buildSiteSettings(category, year);
    data.server = { ...data.server, maintenance_mode: maintenance };
    await tx.query(
      `INSERT INTO site_settings (site_id, category_code, data, updated_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (site_id, category_code) DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
      [SITE_ID, categoryCodes[category], JSON.stringify(data), isoTime(nowMs)],
    );
  }
  return categories.length;
}
