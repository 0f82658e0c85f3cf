import { categoryCodes, userCategories, type UserCategory } from '../../src/api/contract/categories';
import type { SiteSettings } from '../../src/api/contract/schemas';
import { insertSiteSettings, lockMaintenanceFlags } from '../content/siteSettings.repository';
import type { Queryable } from '../db/types';

/** Site settings as stored: everything but `ts`, which is computed when served. */
export type StoredSiteSettings = Omit<SiteSettings, 'ts'>;

/** requirements#request-masking: the service-form fields sent AES-masked (PIN, codes, card data). */
export const MASKED_REQUEST_PARAMS = ['pin', 'otp', 'cardNumber', 'cvv'] as const;

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

/** requirements#maintenance: the maintenance page's default message. */
const maintenanceMessage: Localized = {
  en: 'Site Under Maintenance',
  ar: 'الموقع قيد الصيانة',
  ku: 'ماڵپەڕەکە لە ژێر چاککردنەوەدایە',
};

/** A category's site settings (requirements#site-settings), shaped as `siteSettingsSchema` in the contract. */
export function buildSiteSettings(category: UserCategory, year: number): StoredSiteSettings {
  const label = categoryLabels[category];
  return {
    siteId: SITE_ID,
    category: categoryCodes[category],
    image: { logoPreviewUrl: '/brand/logo.svg', faviconPreviewUrl: '/brand/favicon.svg' },
    local: { defaultLocale: 'en' },
    // requirements#site-settings: the footer links https addresses only (fictional accounts)
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
    // requirements#request-masking: the portal AES-masks these fields in the requests it builds
    // from configuration; the sandbox refuses them unmasked (server/payments/requestGuard.ts)
    bffConfigModule: { maskRequestParam: [...MASKED_REQUEST_PARAMS] },
    // Consumers sign themselves up, and a self-registered account is TEMPORARY until verified:
    // their portal explains that at sign-in.
    extraOptions: { showTempAccDialog: { enabled: category === 'consumer' } },
  };
}

export async function seedSiteSettings(tx: Queryable, nowMs: number): Promise<void> {
  const year = new Date(nowMs).getUTCFullYear();
  for (const category of userCategories) {
    const settings = {
      siteId: SITE_ID,
      categoryCode: categoryCodes[category],
      data: buildSiteSettings(category, year),
    };
    await insertSiteSettings(tx, settings, nowMs, { replace: false });
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
  const maintenance = (await lockMaintenanceFlags(tx, SITE_ID)).some((flag) => flag);
  const year = new Date(nowMs).getUTCFullYear();
  for (const category of categories) {
    const data = buildSiteSettings(category, year);
    data.server = { ...data.server, maintenance_mode: maintenance };
    await insertSiteSettings(tx, { siteId: SITE_ID, categoryCode: categoryCodes[category], data }, nowMs, {
      replace: true,
    });
  }
  return categories.length;
}
