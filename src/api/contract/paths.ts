/**
 * The call table (requirements#calls). Paths are relative to a base URL
 * chosen by the runtime configuration; the sandbox mounts them under `/api/`.
 * Shared by the portal's gateway and the sandbox back end.
 */
export const paths = {
  // content service (cms): public configuration
  siteSettings: (siteId: number | string) => `cms/v1/default_sitesetting_getSiteSettingBySiteId_${siteId}`,
  activeLanguages: 'cms/v1/default_languages_getActiveLanguages',
  /** requirements#language-data: a language's labels (public; the path's name is this contract's own) */
  languageData: (locale: string) => `cms/v1/default_languages_getLanguageDataByLocale_${locale}`,
  /** requirements#landing: the landing page's blocks (public, empty payload) */
  landingBlocks: 'cms/v1/landingpages_getBlocks',
  /** requirements#landing: the active content pages, their ids the slugs of /pages/<slug> (public) */
  activePages: 'cms/v1/pages_getActivePages',
  /** requirements#faq: the active FAQ categories, then their questions (`?category_id=` narrows to one) */
  faqCategories: 'cms/v1/default_faqcategory_getActiveFaqCategory',
  faqQuestions: 'cms/v1/default_faqquestion_getActiveFaqQuestion',
  // adapter: client-credentials login for the front access token, wallet data
  appLogin: 'adapter/v1/login',
  getUserAccount: 'adapter/v1/getUserAccount',
  getBalance: 'adapter/v1/getBalance',
  // front users: sign-in, two-factor, logout
  validateLogin: 'demo/v1/front_users_validateLogin',
  verify2FAToken: 'demo/v1/front_users_verify2FAToken',
  logout: 'demo/v1/front_users_logout',
  // front users: account security (requirements#calls-front-user; the PIN, activation and session
  // paths are this contract's own)
  isUserExist: 'demo/v1/front_users_isUserExist',
  registration: 'demo/v1/front_users_registration',
  activation: 'demo/v1/front_users_activation',
  forgotPassword: 'demo/v1/front_users_forgotPassword',
  forgotPasswordConfirmation: (linkData: string) =>
    `demo/v1/front_users_forgotPasswordConfirmation/${encodeURIComponent(linkData)}`,
  resetPassword: 'demo/v1/front_users_resetPassword',
  changePassword: 'demo/v1/front_users_changePassword',
  endOtherSessions: 'demo/v1/front_users_endOtherSessions',
  /** requirements#active-sessions: the signed-in user's sessions, and one of them ended (this contract's own) */
  activeSessions: 'demo/v1/front_users_activeSessions',
  endSession: 'demo/v1/front_users_endSession',
  forgotPin: 'demo/v1/front_users_forgotPin',
  requestPinReset: 'demo/v1/front_users_requestPinReset',
  confirmPinReset: 'demo/v1/front_users_confirmPinReset',
  changePin: 'demo/v1/front_users_changeTransactionPin',
  generate2FA: 'demo/v1/front_users_generate2FA',
  enableDisable2FA: 'demo/v1/front_users_enableDisable2FA',
  updateProfile: 'demo/v1/front_users_updateProfile',
  /** requirements#profile: the profile-update template by dynamic entity id */
  profileTemplate: (id: number | string) =>
    `cms/v1/default_onBoardingFieldDetails_getUpdateParamsDetailsByDynamicEntityID?id=${encodeURIComponent(String(id))}`,
  resendSMS: 'adapter/v1/resendSMS',
  // configuration of the signed-in shell (requirements#menu): the menu for the session's category
  getMenu: 'layout/getMenu',
  /** requirements#theme: theme by filter (moduleType=theme, accessChannel, userType) */
  themeByFilter: 'cms/v1/default_theme_getThemeByfilter',
  /**
   * requirements#route-table: layout by filter (moduleType, accessChannel, userType);
   * moduleType=pages is the route table
   */
  layoutByFilter: 'cms/v1/default_layout_getLayoutByfilter',
  /** requirements#cms-pages: a content page, GET with an empty body */
  pageById: (id: string) => `cms/v1/default_pages_getPageById_${id}`,
  /** the change-notification feed (requirements#change-notifications): changes since a time */
  contentChanges: 'cms/v1/default_changeNotification_getChanges',
  /** requirements#language-preference: the signed-in user's language preference */
  updateLanguagePreference: 'adapter/v1/updatelanguagepreference',
  // payment services (requirements#calls-configured)
  /** requirements#service-form: a service's form configuration by the menu entry's page_id */
  serviceConfiguration: (pageId: string) => `cms/v1/default_layout_getServiceConfiguration_${pageId}`,
  /** a step's check or quote: fee, total, counterparty (this contract's own) */
  transactionQuote: 'adapter/v1/transaction/quote',
  /** the Submit: idempotent by requestId (this contract's own) */
  transactionSubmit: 'adapter/v1/transaction/submit',
  /** a one-time code to the payer for services confirmed by OTP (this contract's own) */
  transactionOtp: 'adapter/v1/transaction/otp',
  /** requirements#reports: the signed-in user's transactions */
  transactionReport: 'report/transactionReport',
  /** requirements#reports: a report's columns, filters, sort and paging for the session's category */
  reportConfiguration: 'report/reportConfiguration',
  /** requirements#view-configuration: a view screen's configuration (reportLayout_transactionView…) */
  reportLayout: (id: string) => `cms/v1/default_layout_reportLayout_${id}`,
  /** one transaction of the user's (this contract's own) */
  transactionDetail: 'report/transactionDetail',
  /** a receipt of the user's with its verification token, and a month of the passbook (this contract's own) */
  receipt: 'report/receipt',
  statement: 'report/statement',
  /** requirements#receipt-verification: public, the token is the only key (this contract's own) */
  receiptVerification: (token: string) => `report/receipts/${token}`,
  /** the notification centre (this contract's own) */
  notifications: 'report/notifications',
  notificationsRead: 'report/notifications/read',
  notificationsUnread: 'report/notifications/unreadCount',
  /** requirements#downloads: a stored file, with Content-Disposition */
  downloadFile: 'adapter/v1/downloadFile',
  /** requirements#downloads: the sample CSV of bulk uploads */
  downloadSampleCsv: 'adapter/v1/downloadsamplecsvfile',
  /** requirements#calls-adapter: products of an operator or biller (dependent options) */
  getProduct: 'adapter/v1/getproduct',
  /** requirements#calls-adapter: e-voucher rate of a product */
  getVoucherRate: 'adapter/v1/getvoucherrate',
  /** requirements#calls-content: e-voucher categories under a parent */
  evoucherCategory: (parentId: string) =>
    `cms/v1/default_evouchercategorymasters_getEvoucherCategory?parentId=${encodeURIComponent(parentId)}`,
  /** requirements#uploads: multipart upload; the answer names the stored file */
  fileUpload: 'adapter/v1/fileupload',
  /** requirements#pass-through: the account holder behind a mobile number (a pass-through lookup) */
  getChildUserInfo: 'adapter/v1/getchilduserinfo',
  /** favourites and beneficiaries as option lists (this contract's own) */
  beneficiaries: 'adapter/v1/beneficiaries',
  /** requirements#beneficiaries: the saved recipients screen's calls (this contract's own) */
  beneficiaryList: 'adapter/v1/beneficiary/list',
  beneficiaryRename: 'adapter/v1/beneficiary/rename',
  beneficiaryDelete: 'adapter/v1/beneficiary/delete',
  /** requirements#bulk-disbursement: check a file, pay it, the batches paid (this contract's own) */
  disbursementCheck: 'adapter/v1/disbursement/check',
  disbursementSubmit: 'adapter/v1/disbursement/submit',
  disbursementBatches: 'adapter/v1/disbursement/batches',
  disbursementBatch: 'adapter/v1/disbursement/batch',
  /** the user's linked bank accounts as options (this contract's own) */
  linkedBanks: 'adapter/v1/linkedbanks',
  /** requirements#bank-linking: the linked bank accounts screens' calls (this contract's own) */
  bankAccountList: 'adapter/v1/bankaccount/list',
  bankAccountDetails: 'adapter/v1/bankaccount/details',
  bankAccountUnlink: 'adapter/v1/bankaccount/unlink',
  agentLocator: 'adapter/v1/agentlocator',
  /** requirements#invalid-access: a denied component access, recorded by the server (contract's own) */
  invalidAccess: 'adapter/v1/invalidcomponentaccess',
  /** requirements#device-details: a device's first sign-in for a user, then its changed details */
  addDeviceDetails: 'adapter/v1/adddevicedetails',
  updateDeviceDetails: 'adapter/v1/updatedevicedetails',
  /** requirements#wizard-drafts: a service wizard's draft kept on the server (this contract's own) */
  wizardDraftFind: 'adapter/v1/wizarddraft/find',
  wizardDraftSave: 'adapter/v1/wizarddraft/save',
  wizardDraftDelete: 'adapter/v1/wizarddraft/delete',
  /** requirements#qr-code: the signed-in user's signed QR payload, name and wallet */
  generateQrCode: 'cms/v1/default_users_generateQrCode',
  /** requirements#qr-verify: whose wallet a scanned QR code names, if the server signed it (this contract's own) */
  verifyQrCode: 'adapter/v1/verifyqrcode',
  /** requirements#ads-banner: the banners of a category (userType in the query) */
  adsBanners: 'cms/v1/default_adsBanner_getAllBanners',
  /** requirements#spending-chart: money in/out per month and spend by service of the signed-in user */
  getChart: 'adapter/v1/getchart',
  /** issue 16: scheduled payments (this contract's own) */
  scheduleCreate: 'adapter/v1/schedule/create',
  scheduleList: 'adapter/v1/schedule/list',
  scheduleSetPaused: 'adapter/v1/schedule/pause',
  scheduleCancel: 'adapter/v1/schedule/cancel',
  /** requirements#config-details: public settings (support desk, age limits, code lengths), empty payload */
  getConfigDetails: 'configuration/getConfigDetails',
  /** requirements#profile: the adapter half of profile editing (the wallet's copy of the holder's details) */
  adapterUpdateProfile: 'adapter/v1/updateProfile',
  // the sandbox's own CSRF bootstrap: issues the cookie of the cookie/header pair
  csrf: 'security/v1/csrf',
  /** issue 16 part 9: the signed-in user's team (its children, scoped) — getchilduserinfo's list calls */
  teamList: 'adapter/v1/getchilduserinfo/team',
  teamCreateTeller: 'adapter/v1/getchilduserinfo/team/create',
  teamSetStatus: 'adapter/v1/getchilduserinfo/team/status',
  teamResetPassword: 'adapter/v1/getchilduserinfo/team/resetpassword',
  teamSetLimit: 'adapter/v1/getchilduserinfo/team/limit',
  onboardingList: 'adapter/v1/getchilduserinfo/onboarded',
  /** requirements#contact-us: the public contact form, and its captcha (this contract's own) */
  addContact: 'contactus/addContact',
  contactCaptcha: 'contactus/getCaptcha',
  /**
   * requirements#payment-results: the sandbox gateway's card page and the callback's verification
   * (this contract's own); `payment/` paths carry a payment token (isPaymentPath)
   */
  cardSession: 'payment/v1/card/session',
  cardDetails: 'payment/v1/card/details',
  cardOtp: 'payment/v1/card/otp',
  cardOtpResend: 'payment/v1/card/otpResend',
  cardCancel: 'payment/v1/card/cancel',
  cardCallback: 'payment/v1/callback',
  /** requirements#onboarding: onboarding field details by template id, and by dynamic entity id */
  onboardingFieldsById: (id: number | string) =>
    `cms/v1/default_onBoardingFieldDetails_getOnboardingFieldDetailsByID_${encodeURIComponent(String(id))}`,
  onboardingFieldsByEntity: (id: number | string) =>
    `cms/v1/default_onBoardingFieldDetails_getFieldDetailsByDynamicEntityID?id=${encodeURIComponent(String(id))}`,
  /** requirements#onboarding: a visitor's application, public and rate-limited */
  selfOnboarding: 'adapter/v1/selfonboarding',
  /** requirements#onboarding: an application's status by reference and mobile (this contract's own) */
  selfOnboardingStatus: 'adapter/v1/selfonboarding/status',
  /** requirements#onboarding: a KYC document sent later */
  updateCustomerKyc: 'adapter/v1/updatecustomerkyc',
  /** requirements#onboarding: the customer-service rep's approval queue (this contract's own) */
  onboardingApplications: 'adapter/v1/selfonboarding/applications',
  onboardingDecision: 'adapter/v1/selfonboarding/decide',
  onboardingDocument: 'adapter/v1/selfonboarding/document',
  /** requirements#agent-onboarding: the templates an agent may onboard, the application it makes, its own list */
  childOnboardingTemplates: 'adapter/v1/getchildonboardingtemplates',
  userOnboarding: 'adapter/v1/userOnboarding',
  userOnboardingApplications: 'adapter/v1/userOnboarding/applications',
} as const;

/** A path is a content-service path when it contains `cms` (requirements#gateway-hosts). */
export function isContentServicePath(path: string): boolean {
  return /(^|\/)cms\//.test(path);
}

/**
 * requirements#payment-tokens: the two basic-auth payment tokens — the gateway's on the card page's
 * calls, the callback's on the verification of the gateway's return. Undefined: not a payment path.
 */
export function paymentTokenOf(path: string): 'gateway' | 'callback' | undefined {
  if (path === paths.cardCallback) return 'callback';
  return /^payment\//.test(path) ? 'gateway' : undefined;
}

/** Paths that carry the basic login credential instead of a bearer token (requirements#headers). */
export function isLoginPath(path: string): boolean {
  return path === paths.appLogin || path === paths.validateLogin;
}
