import type { BrowserModel } from '../runner';
import { activeSessionsModel } from './activeSessions.model';
import { agentApplicationsModel } from './agentApplications.model';
import { agentLocatorModel } from './agentLocator.model';
import { agentMapModel } from './agentMap.model';
import { agentOnboardingModel } from './agentOnboarding.model';
import { adsBannerModel } from './adsBanner.model';
import { balanceModel } from './balance.model';
import { bankAccountsModel } from './bankAccounts.model';
import { beneficiariesModel } from './beneficiaries.model';
import { cardPaymentModel } from './cardPayment.model';
import { changePasswordModel } from './changePassword.model';
import { changePinModel } from './changePin.model';
import { configurationModel } from './configuration.model';
import { disbursementModel } from './disbursement.model';
import { contactUsModel } from './contactUs.model';
import { faqSearchModel } from './faqSearch.model';
import { forgotPasswordModel } from './forgotPassword.model';
import { kycReuploadModel } from './kycReupload.model';
import { landingModel } from './landing.model';
import { localeModel } from './locale.model';
import { myQrCodeModel } from './myQrCode.model';
import { serviceWizardQrScanModel } from './serviceWizardQrScan.model';
import { notificationsModel } from './notifications.model';
import { onboardingApprovalsModel } from './onboardingApprovals.model';
import { onboardingDetailsModel } from './onboardingDetails.model';
import { otpVerificationModel } from './otpVerification.model';
import { paymentResultModel } from './paymentResult.model';
import { pinResetModel } from './pinReset.model';
import { preferencesModel } from './preferences.model';
import { profileModel } from './profile.model';
import { receiptPdfModel } from './receiptPdf.model';
import { receiptVerificationModel } from './receiptVerification.model';
import { reportModel } from './report.model';
import { reportExportModel } from './reportExport.model';
import { resetPasswordModel } from './resetPassword.model';
import { scheduleCreateModel } from './scheduleCreate.model';
import { schedulesModel } from './schedules.model';
import { selfOnboardingModel } from './selfOnboarding.model';
import { selfOnboardingStatusModel } from './selfOnboardingStatus.model';
import { serviceWizardModel } from './serviceWizard.model';
import { serviceWizardConfirmationModel } from './serviceWizardConfirmation.model';
import { serviceWizardSubmissionModel } from './serviceWizardSubmission.model';
import { serviceWizardStepsModel } from './serviceWizardSteps.model';
import { sessionModel } from './session.model';
import { signInModel } from './signIn.model';
import { signUpModel } from './signUp.model';
import { spendingChartModel } from './spendingChart.model';
import { startupModel } from './startup.model';
import { themeModel } from './theme.model';
import { transactionViewModel } from './transactionView.model';
import { tellersModel } from './tellers.model';
import { twoFactorSetupModel } from './twoFactorSetup.model';
import { unreadNotificationsModel } from './unreadNotifications.model';
import { webviewBridgeModel } from './webviewBridge.model';
import { widgetDataModel } from './widgetData.model';
import { wizardDraftModel } from './wizardDraft.model';

/** The machines replayed in the browser (issue 22), each with its screen and action mapping. */
export const browserModels: readonly BrowserModel[] = [
  signInModel,
  forgotPasswordModel,
  resetPasswordModel,
  changePinModel,
  faqSearchModel,
  otpVerificationModel,
  changePasswordModel,
  twoFactorSetupModel,
  pinResetModel,
  serviceWizardModel,
  serviceWizardConfirmationModel,
  serviceWizardSubmissionModel,
  serviceWizardStepsModel,
  profileModel,
  signUpModel,
  reportModel,
  webviewBridgeModel,
  sessionModel,
  selfOnboardingModel,
  beneficiariesModel,
  bankAccountsModel,
  startupModel,
  schedulesModel,
  scheduleCreateModel,
  transactionViewModel,
  activeSessionsModel,
  contactUsModel,
  landingModel,
  tellersModel,
  onboardingDetailsModel,
  cardPaymentModel,
  receiptVerificationModel,
  themeModel,
  preferencesModel,
  balanceModel,
  spendingChartModel,
  notificationsModel,
  unreadNotificationsModel,
  widgetDataModel,
  paymentResultModel,
  selfOnboardingStatusModel,
  myQrCodeModel,
  disbursementModel,
  agentMapModel,
  adsBannerModel,
  agentApplicationsModel,
  agentOnboardingModel,
  onboardingApprovalsModel,
  reportExportModel,
  kycReuploadModel,
  receiptPdfModel,
  configurationModel,
  serviceWizardQrScanModel,
  wizardDraftModel,
  agentLocatorModel,
  localeModel,
];
