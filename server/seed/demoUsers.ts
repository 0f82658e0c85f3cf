import type { UserCategory, UserSubType, WalletKind } from '../../src/api/contract/categories';

/**
 * Demo accounts of the sandbox, one per user category and variant (requirements#categories).
 * Exported for the README table and for tests, which sign in as these users.
 */
export const DEMO_PASSWORD = 'Demo@1234';

/** Transaction PIN of every demo user (policy: 4 digits, not repeated, not a straight run). */
export const DEMO_PIN = '2580';

/**
 * Authenticator secret of `consumer2fa` (base32, 160 bits). Generated for this sandbox from
 * random bytes; add it to an authenticator app to sign in as that user.
 */
export const DEMO_TOTP_SECRET = 'VLXBRFSV6KWMBYSAGVDUPZATBFZ623RS';

export interface DemoUser {
  login: string;
  userIdentifier: string;
  category: UserCategory;
  walletKind: WalletKind;
  subType: UserSubType | null;
  fullNameEn: string;
  fullNameAr: string;
  /** requirements#constants-lengths: mobile numbers have 10 digits. */
  phone: string;
  email: string;
  locale: string | null;
  twoFactor: boolean;
  /** Opening balance in IQD (major units, 2 places); null = no wallet (customer-service rep). */
  openingBalanceIqd: string | null;
}

export const DEMO_CURRENCY = 'IQD';

export const demoUsers: readonly DemoUser[] = [
  {
    login: 'consumer',
    userIdentifier: '1000000001',
    category: 'consumer',
    walletKind: 'CUSTOMER',
    subType: null,
    fullNameEn: 'Layla Hassan',
    fullNameAr: 'ليلى حسن',
    phone: '7701000001',
    email: 'consumer@example.com',
    locale: 'en',
    twoFactor: false,
    openingBalanceIqd: '250000.00',
  },
  {
    login: 'consumer2fa',
    userIdentifier: '1000000002',
    category: 'consumer',
    walletKind: 'CUSTOMER',
    subType: null,
    fullNameEn: 'Omar Khalid',
    fullNameAr: 'عمر خالد',
    phone: '7701000002',
    email: 'consumer2fa@example.com',
    locale: 'ar',
    twoFactor: true,
    openingBalanceIqd: '90500.00',
  },
  {
    login: 'agent',
    userIdentifier: '1000000003',
    category: 'agent',
    walletKind: 'AGENT',
    subType: null,
    fullNameEn: 'Ahmed Kareem',
    fullNameAr: 'أحمد كريم',
    phone: '7701000003',
    email: 'agent@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '5000000.00',
  },
  {
    login: 'chainstore',
    userIdentifier: '1000000004',
    category: 'agent',
    walletKind: 'AGENT',
    subType: 'CHAIN_STORE_MERCHANT',
    fullNameEn: 'Noor Chain Stores',
    fullNameAr: 'متاجر نور',
    phone: '7701000004',
    email: 'chainstore@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '1250000.00',
  },
  {
    login: 'minihouston',
    userIdentifier: '1000000005',
    category: 'agent',
    walletKind: 'AGENT',
    subType: 'MINI_HOUSTON',
    fullNameEn: 'Zainab Ali',
    fullNameAr: 'زينب علي',
    phone: '7701000005',
    email: 'minihouston@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '320000.00',
  },
  {
    login: 'superagent',
    userIdentifier: '1000000006',
    category: 'superAgent',
    walletKind: 'SUPERAGENT',
    subType: null,
    fullNameEn: 'Mustafa Jabbar',
    fullNameAr: 'مصطفى جبار',
    phone: '7701000006',
    email: 'superagent@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '25000000.00',
  },
  {
    login: 'csr',
    userIdentifier: '1000000007',
    category: 'csr',
    walletKind: '',
    subType: null,
    fullNameEn: 'Huda Salim',
    fullNameAr: 'هدى سالم',
    phone: '7701000007',
    email: 'csr@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: null,
  },
  {
    login: 'merchant',
    userIdentifier: '1000000008',
    category: 'merchant',
    walletKind: 'MERCHANT',
    subType: null,
    fullNameEn: 'Basra Dates Co.',
    fullNameAr: 'شركة تمور البصرة',
    phone: '7701000008',
    email: 'merchant@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '1875250.50',
  },
  {
    login: 'enterprise',
    userIdentifier: '1000000009',
    category: 'enterprise',
    walletKind: 'ENTERPRISE',
    subType: null,
    fullNameEn: 'Rafidain Logistics',
    fullNameAr: 'الرافدين للخدمات اللوجستية',
    phone: '7701000009',
    email: 'enterprise@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '12000000.00',
  },
  {
    login: 'branch',
    userIdentifier: '1000000010',
    category: 'enterprise',
    walletKind: 'ENTERPRISE',
    subType: 'BRANCH',
    fullNameEn: 'Rafidain Logistics – Karrada Branch',
    fullNameAr: 'الرافدين للخدمات اللوجستية – فرع الكرادة',
    phone: '7701000010',
    email: 'branch@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '750000.00',
  },
  {
    login: 'teller',
    userIdentifier: '1000000011',
    category: 'enterprise',
    walletKind: 'ENTERPRISE',
    subType: 'TELLER',
    fullNameEn: 'Yusuf Nadim',
    fullNameAr: 'يوسف نديم',
    phone: '7701000011',
    email: 'teller@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '150000.00',
  },
  {
    login: 'vendor',
    userIdentifier: '1000000012',
    category: 'vendor',
    walletKind: 'AGENT_MERCHANT',
    subType: null,
    fullNameEn: 'Tigris Supplies',
    fullNameAr: 'مستلزمات دجلة',
    phone: '7701000012',
    email: 'vendor@example.com',
    locale: null,
    twoFactor: false,
    openingBalanceIqd: '430000.75',
  },
];

export function demoUser(login: string): DemoUser {
  const user = demoUsers.find((u) => u.login === login);
  if (user === undefined) throw new Error(`no demo user ${login}`);
  return user;
}
