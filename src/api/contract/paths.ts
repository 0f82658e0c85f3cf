/**
 * The call table (requirements#calls). Paths are relative to a base URL
 * chosen by the runtime configuration; the sandbox mounts them under `/api/`.
 * Shared by the portal's gateway and the sandbox back end.
 *
 * Each path is an export of its own, imported as a namespace (`import * as paths from …`,
 * `paths.getBalance`): the build writes a path's string where it is used (rolldown's `inlineConst`),
 * so the boot chunk carries only the paths the boot calls, and a flow's chunk its own.
 */
// content service (cms): public configuration
export const siteSettings = (siteId: number | string) => `cms/v1/default_sitesetting_getSiteSettingBySiteId_${siteId}`;
export const activeLanguages = 'cms/v1/default_languages_getActiveLanguages';
/** requirements#language-data: a language's labels (public; the path's name is this contract's own) */
export const languageData = (locale: string) => `cms/v1/default_languages_getLanguageDataByLocale_${locale}`;
/** requirements#landing: the landing page's blocks (public, empty payload) */
export const landingBlocks = 'cms/v1/landingpages_getBlocks';
/** requirements#landing: the active content pages, their ids the slugs of /pages/<slug> (public) */
export const activePages = 'cms/v1/pages_getActivePages';
/** requirements#faq: the active FAQ categories, then their questions (`?category_id=` narrows to one) */
export const faqCategories = 'cms/v1/default_faqcategory_getActiveFaqCategory';
export const faqQuestions = 'cms/v1/default_faqquestion_getActiveFaqQuestion';
// adapter: client-credentials login for the front access token, wallet data
export const appLogin = 'adapter/v1/login';
export const getUserAccount = 'adapter/v1/getUserAccount';
export const getBalance = 'adapter/v1/getBalance';
// front users: sign-in, two-factor, logout
export const validateLogin = 'demo/v1/front_users_validateLogin';
export const verify2FAToken = 'demo/v1/front_users_verify2FAToken';
export const logout = 'demo/v1/front_users_logout';
// front users: account security (requirements#calls-front-user; the PIN, activation and session
// paths are this contract's own)
export const isUserExist = 'demo/v1/front_users_isUserExist';
export const registration = 'demo/v1/front_users_registration';
export const activation = 'demo/v1/front_users_activation';
export const forgotPassword = 'demo/v1/front_users_forgotPassword';
export const forgotPasswordConfirmation = (linkData: string) =>
  `demo/v1/front_users_forgotPasswordConfirmation/${encodeURIComponent(linkData)}`;
export const resetPassword = 'demo/v1/front_users_resetPassword';
export const changePassword = 'demo/v1/front_users_changePassword';
export const endOtherSessions = 'demo/v1/front_users_endOtherSessions';
/** requirements#active-sessions: the signed-in user's sessions, and one of them ended (this contract's own) */
export const activeSessions = 'demo/v1/front_users_activeSessions';
export const endSession = 'demo/v1/front_users_endSession';
export const forgotPin = 'demo/v1/front_users_forgotPin';
export const requestPinReset = 'demo/v1/front_users_requestPinReset';
export const confirmPinReset = 'demo/v1/front_users_confirmPinReset';
export const changePin = 'demo/v1/front_users_changeTransactionPin';
export const generate2FA = 'demo/v1/front_users_generate2FA';
export const enableDisable2FA = 'demo/v1/front_users_enableDisable2FA';
export const updateProfile = 'demo/v1/front_users_updateProfile';
/** requirements#profile: the profile-update template by dynamic entity id */
export const profileTemplate = (id: number | string) =>
  `cms/v1/default_onBoardingFieldDetails_getUpdateParamsDetailsByDynamicEntityID?id=${encodeURIComponent(String(id))}`;
export const resendSMS = 'adapter/v1/resendSMS';
// configuration of the signed-in shell (requirements#menu): the menu for the session's category
export const getMenu = 'layout/getMenu';
/** requirements#theme: theme by filter (moduleType=theme, accessChannel, userType) */
export const themeByFilter = 'cms/v1/default_theme_getThemeByfilter';
/**
 * requirements#route-table: layout by filter (moduleType, accessChannel, userType);
 * moduleType=pages is the route table
 */
export const layoutByFilter = 'cms/v1/default_layout_getLayoutByfilter';
/** requirements#cms-pages: a content page, GET with an empty body */
export const pageById = (id: string) => `cms/v1/default_pages_getPageById_${id}`;
/** the change-notification feed (requirements#change-notifications): changes since a time */
export const contentChanges = 'cms/v1/default_changeNotification_getChanges';
/** requirements#language-preference: the signed-in user's language preference */
export const updateLanguagePreference = 'adapter/v1/updatelanguagepreference';
// payment services (requirements#calls-configured)
/** requirements#service-form: a service's form configuration by the menu entry's page_id */
export const serviceConfiguration = (pageId: string) => `cms/v1/default_layout_getServiceConfiguration_${pageId}`;
/** a step's check or quote: fee, total, counterparty (this contract's own) */
export const transactionQuote = 'adapter/v1/transaction/quote';
/** the Submit: idempotent by requestId (this contract's own) */
export const transactionSubmit = 'adapter/v1/transaction/submit';
/** a one-time code to the payer for services confirmed by OTP (this contract's own) */
export const transactionOtp = 'adapter/v1/transaction/otp';
/** requirements#reports: the signed-in user's transactions */
export const transactionReport = 'report/transactionReport';
/** requirements#reports: a report's columns, filters, sort and paging for the session's category */
export const reportConfiguration = 'report/reportConfiguration';
/** requirements#view-configuration: a view screen's configuration (reportLayout_transactionView…) */
export const reportLayout = (id: string) => `cms/v1/default_layout_reportLayout_${id}`;
/** one transaction of the user's (this contract's own) */
export const transactionDetail = 'report/transactionDetail';
/** a receipt of the user's with its verification token, and a month of the passbook (this contract's own) */
export const receipt = 'report/receipt';
export const statement = 'report/statement';
/** requirements#receipt-verification: public, the token is the only key (this contract's own) */
export const receiptVerification = (token: string) => `report/receipts/${token}`;
/** the notification centre (this contract's own) */
export const notifications = 'report/notifications';
export const notificationsRead = 'report/notifications/read';
export const notificationsUnread = 'report/notifications/unreadCount';
/** requirements#downloads: a stored file, with Content-Disposition */
export const downloadFile = 'adapter/v1/downloadFile';
/** requirements#downloads: the sample CSV of bulk uploads */
export const downloadSampleCsv = 'adapter/v1/downloadsamplecsvfile';
/** requirements#calls-adapter: products of an operator or biller (dependent options) */
export const getProduct = 'adapter/v1/getproduct';
/** requirements#calls-adapter: e-voucher rate of a product */
export const getVoucherRate = 'adapter/v1/getvoucherrate';
/** requirements#calls-content: e-voucher categories under a parent */
export const evoucherCategory = (parentId: string) =>
  `cms/v1/default_evouchercategorymasters_getEvoucherCategory?parentId=${encodeURIComponent(parentId)}`;
/** requirements#uploads: multipart upload; the answer names the stored file */
export const fileUpload = 'adapter/v1/fileupload';
/** requirements#pass-through: the account holder behind a mobile number (a pass-through lookup) */
export const getChildUserInfo = 'adapter/v1/getchilduserinfo';
/** favourites and beneficiaries as option lists (this contract's own) */
export const beneficiaries = 'adapter/v1/beneficiaries';
/** requirements#beneficiaries: the saved recipients screen's calls (this contract's own) */
export const beneficiaryList = 'adapter/v1/beneficiary/list';
export const beneficiaryRename = 'adapter/v1/beneficiary/rename';
export const beneficiaryDelete = 'adapter/v1/beneficiary/delete';
/** requirements#bulk-disbursement: check a file, pay it, the batches paid (this contract's own) */
export const disbursementCheck = 'adapter/v1/disbursement/check';
export const disbursementSubmit = 'adapter/v1/disbursement/submit';
export const disbursementBatches = 'adapter/v1/disbursement/batches';
export const disbursementBatch = 'adapter/v1/disbursement/batch';
/** the user's linked bank accounts as options (this contract's own) */
export const linkedBanks = 'adapter/v1/linkedbanks';
/** requirements#bank-linking: the linked bank accounts screens' calls (this contract's own) */
export const bankAccountList = 'adapter/v1/bankaccount/list';
export const bankAccountDetails = 'adapter/v1/bankaccount/details';
export const bankAccountUnlink = 'adapter/v1/bankaccount/unlink';
export const agentLocator = 'adapter/v1/agentlocator';
/** requirements#invalid-access: a denied component access, recorded by the server (contract's own) */
export const invalidAccess = 'adapter/v1/invalidcomponentaccess';
/** requirements#device-details: a device's first sign-in for a user, then its changed details */
export const addDeviceDetails = 'adapter/v1/adddevicedetails';
export const updateDeviceDetails = 'adapter/v1/updatedevicedetails';
/** requirements#wizard-drafts: a service wizard's draft kept on the server (this contract's own) */
export const wizardDraftFind = 'adapter/v1/wizarddraft/find';
export const wizardDraftSave = 'adapter/v1/wizarddraft/save';
export const wizardDraftDelete = 'adapter/v1/wizarddraft/delete';
/** requirements#qr-code: the signed-in user's signed QR payload, name and wallet */
export const generateQrCode = 'cms/v1/default_users_generateQrCode';
/** requirements#qr-verify: whose wallet a scanned QR code names, if the server signed it (this contract's own) */
export const verifyQrCode = 'adapter/v1/verifyqrcode';
/** requirements#ads-banner: the banners of a category (userType in the query) */
export const adsBanners = 'cms/v1/default_adsBanner_getAllBanners';
/** requirements#spending-chart: money in/out per month and spend by service of the signed-in user */
export const getChart = 'adapter/v1/getchart';
/** issue 16: scheduled payments (this contract's own) */
export const scheduleCreate = 'adapter/v1/schedule/create';
export const scheduleList = 'adapter/v1/schedule/list';
export const scheduleSetPaused = 'adapter/v1/schedule/pause';
export const scheduleCancel = 'adapter/v1/schedule/cancel';
/** requirements#config-details: public settings (support desk, age limits, code lengths), empty payload */
export const getConfigDetails = 'configuration/getConfigDetails';
/** requirements#profile: the adapter half of profile editing (the wallet's copy of the holder's details) */
export const adapterUpdateProfile = 'adapter/v1/updateProfile';
// the sandbox's own CSRF bootstrap: issues the cookie of the cookie/header pair
export const csrf = 'security/v1/csrf';
/** issue 16 part 9: the signed-in user's team (its children, scoped) — getchilduserinfo's list calls */
export const teamList = 'adapter/v1/getchilduserinfo/team';
export const teamCreateTeller = 'adapter/v1/getchilduserinfo/team/create';
export const teamSetStatus = 'adapter/v1/getchilduserinfo/team/status';
export const teamResetPassword = 'adapter/v1/getchilduserinfo/team/resetpassword';
export const teamSetLimit = 'adapter/v1/getchilduserinfo/team/limit';
export const onboardingList = 'adapter/v1/getchilduserinfo/onboarded';
/** requirements#contact-us: the public contact form, and its captcha (this contract's own) */
export const addContact = 'contactus/addContact';
export const contactCaptcha = 'contactus/getCaptcha';
/**
 * requirements#payment-results: the sandbox gateway's card page and the callback's verification
 * (this contract's own); `payment/` paths carry a payment token (isPaymentPath)
 */
export const cardSession = 'payment/v1/card/session';
export const cardDetails = 'payment/v1/card/details';
export const cardOtp = 'payment/v1/card/otp';
export const cardOtpResend = 'payment/v1/card/otpResend';
export const cardCancel = 'payment/v1/card/cancel';
export const cardCallback = 'payment/v1/callback';
/** requirements#onboarding: onboarding field details by template id, and by dynamic entity id */
export const onboardingFieldsById = (id: number | string) =>
  `cms/v1/default_onBoardingFieldDetails_getOnboardingFieldDetailsByID_${encodeURIComponent(String(id))}`;
export const onboardingFieldsByEntity = (id: number | string) =>
  `cms/v1/default_onBoardingFieldDetails_getFieldDetailsByDynamicEntityID?id=${encodeURIComponent(String(id))}`;
/** requirements#onboarding: a visitor's application, public and rate-limited */
export const selfOnboarding = 'adapter/v1/selfonboarding';
/** requirements#onboarding: an application's status by reference and mobile (this contract's own) */
export const selfOnboardingStatus = 'adapter/v1/selfonboarding/status';
/** requirements#onboarding: a KYC document sent later */
export const updateCustomerKyc = 'adapter/v1/updatecustomerkyc';
/** requirements#onboarding: the customer-service rep's approval queue (this contract's own) */
export const onboardingApplications = 'adapter/v1/selfonboarding/applications';
export const onboardingDecision = 'adapter/v1/selfonboarding/decide';
export const onboardingDocument = 'adapter/v1/selfonboarding/document';
/** requirements#agent-onboarding: the templates an agent may onboard, the application it makes, its own list */
export const childOnboardingTemplates = 'adapter/v1/getchildonboardingtemplates';
export const userOnboarding = 'adapter/v1/userOnboarding';
export const userOnboardingApplications = 'adapter/v1/userOnboarding/applications';

/** A path is a content-service path when it contains `cms` (requirements#gateway-hosts). */
export function isContentServicePath(path: string): boolean {
  return /(^|\/)cms\//.test(path);
}

/**
 * requirements#payment-tokens: the two basic-auth payment tokens — the gateway's on the card page's
 * calls, the callback's on the verification of the gateway's return. Undefined: not a payment path.
 */
export function paymentTokenOf(path: string): 'gateway' | 'callback' | undefined {
  if (path === cardCallback) return 'callback';
  return /^payment\//.test(path) ? 'gateway' : undefined;
}

/** Paths that carry the basic login credential instead of a bearer token (requirements#headers). */
export function isLoginPath(path: string): boolean {
  return path === appLogin || path === validateLogin;
}
