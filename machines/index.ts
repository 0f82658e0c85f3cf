import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { atlasMachine } from './atlas.machine';
import { balanceMachine } from './balance.machine';
import { myQrCodeMachine } from './myQrCode.machine';
import { demoFormMachine } from './demoForm.machine';
import { demoFormEvents, demoFormInputs } from './samples/demoForm.samples';
import { serviceWizardQrScanMachine } from './serviceWizardQrScan.machine';
import { serviceWizardQrScanEvents, serviceWizardQrScanInputs } from './samples/serviceWizardQrScan.samples';
import { myQrCodeEvents, myQrCodeInputs } from './samples/myQrCode.samples';
import { atlasEvents, atlasInputs } from './samples/atlas.samples';
import { changePasswordMachine } from './changePassword.machine';
import { configurationMachine } from './configuration.machine';
import { configurationEvents } from './samples/configuration.samples';
import { widgetDataMachine } from './widgetData.machine';
import { widgetDataEvents } from './samples/widgetData.samples';
import { changePinMachine } from './changePin.machine';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { otpTimerMachine } from './otpTimer.machine';
import { otpVerificationMachine } from './otpVerification.machine';
import { pinResetMachine } from './pinReset.machine';
import { profileMachine } from './profile.machine';
import { resetPasswordMachine } from './resetPassword.machine';
import { changePasswordEvents } from './samples/changePassword.samples';
import { changePinEvents } from './samples/changePin.samples';
import { forgotPasswordEvents } from './samples/forgotPassword.samples';
import { pinResetEvents, pinResetInputs } from './samples/pinReset.samples';
import { profileEvents } from './samples/profile.samples';
import { resetPasswordEvents, resetPasswordInputs } from './samples/resetPassword.samples';
import { signUpEvents } from './samples/signUp.samples';
import { twoFactorSetupEvents } from './samples/twoFactorSetup.samples';
import { otpTimerEvents, otpTimerInputs } from './samples/otpTimer.samples';
import { otpVerificationEvents, otpVerificationInputs } from './samples/otpVerification.samples';
import { signUpMachine } from './signUp.machine';
import { twoFactorSetupMachine } from './twoFactorSetup.machine';
import { localeMachine } from './locale.machine';
import { balanceEvents, balanceInputs } from './samples/balance.samples';
import { localeEvents, localeFilterEvents, localeInputs } from './samples/locale.samples';
import { sessionEvents, sessionInputs } from './samples/session.samples';
import { signInEvents, signInInputs } from './samples/signIn.samples';
import { startupEvents, startupInputs, startupStopWhen } from './samples/startup.samples';
import { sessionMachine } from './session.machine';
import { signInMachine } from './signIn.machine';
import { startupMachine } from './startup.machine';
import { contentChangesMachine } from './contentChanges.machine';
import { siteSettingsMachine } from './siteSettings.machine';
import { preferencesMachine } from './preferences.machine';
import { themeMachine } from './theme.machine';
import { serviceWizardMachine } from './serviceWizard.machine';
import {
  serviceWizardEvents,
  serviceWizardFilter,
  serviceWizardInputs,
  serviceWizardStopWhen,
} from './samples/serviceWizard.samples';
import { serviceWizardStepsMachine } from './serviceWizardSteps.machine';
import {
  serviceWizardStepsEvents,
  serviceWizardStepsFilter,
  serviceWizardStepsInputs,
} from './samples/serviceWizardSteps.samples';
import { serviceWizardConfirmationMachine } from './serviceWizardConfirmation.machine';
import {
  serviceWizardConfirmationEvents,
  serviceWizardConfirmationFilter,
  serviceWizardConfirmationInputs,
} from './samples/serviceWizardConfirmation.samples';
import { serviceWizardSubmissionMachine } from './serviceWizardSubmission.machine';
import {
  serviceWizardSubmissionEvents,
  serviceWizardSubmissionInputs,
} from './samples/serviceWizardSubmission.samples';
import { contentChangesEvents } from './samples/contentChanges.samples';
import { siteSettingsEvents, siteSettingsInputs } from './samples/siteSettings.samples';
import { preferencesEvents, preferencesInputs } from './samples/preferences.samples';
import { themeEvents, themeInputs } from './samples/theme.samples';
import { notificationsMachine } from './notifications.machine';
import { notificationsEvents, notificationsInputs } from './samples/notifications.samples';
import { unreadNotificationsMachine } from './unreadNotifications.machine';
import { errorLogSenderMachine } from './errorLogSender.machine';
import { errorLogSenderEvents, errorLogSenderInputs } from './samples/errorLogSender.samples';
import {
  unreadNotificationsEvents,
  unreadNotificationsFilter,
  unreadNotificationsInputs,
} from './samples/unreadNotifications.samples';
import { reportMachine } from './report.machine';
import { reportEvents, reportFilter, reportInputs } from './samples/report.samples';
import { reportExportMachine } from './reportExport.machine';
import { reportExportEvents } from './samples/reportExport.samples';
import { transactionViewMachine } from './transactionView.machine';
import { transactionViewEvents, transactionViewInputs } from './samples/transactionView.samples';
import { beneficiariesMachine } from './beneficiaries.machine';
import { onboardingDetailsMachine } from './onboardingDetails.machine';
import { tellersMachine } from './tellers.machine';
import { bankAccountsMachine } from './bankAccounts.machine';
import { activeSessionsMachine } from './activeSessions.machine';
import { activeSessionsEvents } from './samples/activeSessions.samples';
import { agentLocatorMachine } from './agentLocator.machine';
import { agentMapMachine } from './agentMap.machine';
import { adsBannerMachine } from './adsBanner.machine';
import { adsBannerEvents, adsBannerInputs } from './samples/adsBanner.samples';
import { spendingChartMachine } from './spendingChart.machine';
import { spendingChartEvents, spendingChartInputs } from './samples/spendingChart.samples';
import { disbursementMachine } from './disbursement.machine';
import { disbursementEvents, disbursementFilter, disbursementInputs } from './samples/disbursement.samples';
import { scheduleCreateMachine } from './scheduleCreate.machine';
import { schedulesMachine } from './schedules.machine';
import { scheduleCreateEvents, scheduleCreateFilter, scheduleCreateInputs } from './samples/scheduleCreate.samples';
import { schedulesEvents, schedulesFilter, schedulesInputs } from './samples/schedules.samples';
import { beneficiariesEvents, beneficiariesFilter, beneficiariesInputs } from './samples/beneficiaries.samples';
import { onboardingDetailsEvents, onboardingDetailsFilter } from './samples/onboardingDetails.samples';
import { tellersEvents, tellersFilter } from './samples/tellers.samples';
import { bankAccountsEvents, bankAccountsInputs } from './samples/bankAccounts.samples';
import { agentLocatorEvents, agentLocatorInputs } from './samples/agentLocator.samples';
import { agentMapEvents, agentMapInputs } from './samples/agentMap.samples';
import { contactUsMachine } from './contactUs.machine';
import { contactUsEvents, contactUsFilter, contactUsInputs } from './samples/contactUs.samples';
import { landingMachine } from './landing.machine';
import { landingEvents } from './samples/landing.samples';
import { cardPaymentMachine } from './cardPayment.machine';
import { cardPaymentEvents, cardPaymentInputs } from './samples/cardPayment.samples';
import { paymentResultMachine } from './paymentResult.machine';
import { receiptPdfMachine } from './receiptPdf.machine';
import { receiptPdfEvents, receiptPdfInputs } from './samples/receiptPdf.samples';
import { receiptVerificationMachine } from './receiptVerification.machine';
import { wizardDraftMachine } from './wizardDraft.machine';
import { wizardDraftEvents, wizardDraftFilter, wizardDraftInputs } from './samples/wizardDraft.samples';
import { receiptVerificationEvents, receiptVerificationInputs } from './samples/receiptVerification.samples';
import { paymentResultEvents, paymentResultInputs } from './samples/paymentResult.samples';
import { faqSearchMachine } from './faqSearch.machine';
import { faqSearchEvents, faqSearchFilter, faqSearchInputs } from './samples/faqSearch.samples';
import { selfOnboardingMachine } from './selfOnboarding.machine';
import { selfOnboardingEvents, selfOnboardingFilter } from './samples/selfOnboarding.samples';
import { selfOnboardingStatusMachine } from './selfOnboardingStatus.machine';
import { selfOnboardingStatusEvents, selfOnboardingStatusInputs } from './samples/selfOnboardingStatus.samples';
import { onboardingApprovalsMachine } from './onboardingApprovals.machine';
import { agentOnboardingMachine } from './agentOnboarding.machine';
import { agentOnboardingEvents } from './samples/agentOnboarding.samples';
import { agentApplicationsMachine } from './agentApplications.machine';
import { kycReuploadMachine } from './kycReupload.machine';
import { kycReuploadEvents, kycReuploadFilter, kycReuploadInputs } from './samples/kycReupload.samples';
import { agentApplicationsEvents } from './samples/agentApplications.samples';
import { onboardingApprovalsEvents, onboardingApprovalsFilter } from './samples/onboardingApprovals.samples';
import { webviewBridgeMachine } from './webviewBridge.machine';
import { webviewBridgeEvents, webviewBridgeFilter, webviewBridgeInputs } from './samples/webviewBridge.samples';

/**
 * The registry: every statechart of the portal with what path generation needs — the inputs
 * to start from and the sample events (including actor results and delays) to explore with.
 */
export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  inputs: readonly unknown[];
  events: readonly EventObject[];
  /** bounds a context that grows without end (a counter): exploration stops at such states */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
  /**
   * bounds a chart whose context has many independent parts (a form's values, options, uploads):
   * the sample events worth exploring from a snapshot, so each transition is still taken while
   * the combinations of those parts are not all multiplied out
   */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
}

export const machineRegistry: readonly MachineEntry[] = [
  {
    id: 'startup',
    title: 'Startup',
    description:
      'Frame check, runtime configuration, site settings and maintenance routing, default locale and favicon, front access token, ready.',
    machine: startupMachine,
    inputs: startupInputs,
    events: startupEvents,
    stopWhen: startupStopWhen,
  },
  {
    id: 'session',
    title: 'Session',
    description: 'Signed in or out; logout; the end of a session forced by the gateway, with the native shell told.',
    machine: sessionMachine,
    inputs: sessionInputs,
    events: sessionEvents,
  },
  {
    id: 'signIn',
    title: 'Sign-in',
    description: 'Credentials, then the authenticator code when the account has two-factor on.',
    machine: signInMachine,
    inputs: signInInputs,
    events: signInEvents,
  },
  {
    id: 'locale',
    title: 'Language',
    description:
      "Loads and applies the chosen interface language (a failed load keeps the current one), fills the texts its catalog lacks with the content service's labels, and saves it as the account's preference.",
    machine: localeMachine,
    inputs: localeInputs,
    events: localeEvents,
    filterEvents: localeFilterEvents,
  },
  {
    id: 'balance',
    title: 'Balance',
    description:
      'Loads the balance layout (which pouches, labelled how, in what order, fetched how), then the balance; refreshes it, retries after a failure, and hides or shows the amounts as the user chose.',
    machine: balanceMachine,
    inputs: balanceInputs,
    events: balanceEvents,
    // balanceBitCount grows with every update: two updates show the rule
    stopWhen: (snapshot) => (snapshot.context as { balanceBitCount: number }).balanceBitCount >= 3,
    // the toggle is taken everywhere, but its second press adds nothing the first did not show
    filterEvents: (snapshot, event) =>
      event.type !== 'balance.toggleVisibility' || !(snapshot.context as { hidden: boolean }).hidden,
  },
  {
    id: 'signUp',
    title: 'Sign-up',
    description:
      'Registration form with the login checked for availability as it is typed; success stores the access token and goes on to activation.',
    machine: signUpMachine,
    inputs: [undefined],
    events: signUpEvents,
  },
  {
    id: 'otpTimer',
    title: 'OTP timer',
    description:
      "Counts down a sent code (180 s by default, or the server's validity) and when a new code may be asked for.",
    machine: otpTimerMachine,
    inputs: otpTimerInputs,
    events: otpTimerEvents,
  },
  {
    id: 'otpVerification',
    title: 'One-time code',
    description:
      'Entering a code sent by SMS (activation, PIN reset): wrong codes count down, an expired or used-up code needs a new one, resend when the timer allows.',
    machine: otpVerificationMachine,
    inputs: otpVerificationInputs,
    events: otpVerificationEvents,
  },
  {
    id: 'forgotPassword',
    title: 'Forgot password',
    description: 'Asks for a reset link by e-mail; the answer never reveals whether the account exists.',
    machine: forgotPasswordMachine,
    inputs: [undefined],
    events: forgotPasswordEvents,
  },
  {
    id: 'resetPassword',
    title: 'Reset password',
    description: 'Checks the e-mailed link, then sets a new password under the policy; a dead link needs a new one.',
    machine: resetPasswordMachine,
    inputs: resetPasswordInputs,
    events: resetPasswordEvents,
  },
  {
    id: 'changePassword',
    title: 'Change password',
    description: 'Old password, new password under the policy, then an offer to sign out other devices.',
    machine: changePasswordMachine,
    inputs: [undefined],
    events: changePasswordEvents,
  },
  {
    id: 'changePin',
    title: 'Change transaction PIN',
    description: 'Current PIN, new PIN under the configured rules, confirmation.',
    machine: changePinMachine,
    inputs: [undefined],
    events: changePinEvents,
  },
  {
    id: 'pinReset',
    title: 'Forgot or reset PIN',
    description: 'Names the account (before sign-in) or not (after), then a code by SMS with the new PIN.',
    machine: pinResetMachine,
    inputs: pinResetInputs,
    events: pinResetEvents,
  },
  {
    id: 'twoFactorSetup',
    title: 'Two-factor setup',
    description: 'Generate a secret, scan it, confirm a code, keep the recovery codes; turning it off needs a code.',
    machine: twoFactorSetupMachine,
    inputs: [undefined],
    events: twoFactorSetupEvents,
  },
  {
    id: 'profile',
    title: 'My account',
    description: 'Loads the account and its profile template, edits and saves; a failed save keeps the edits.',
    machine: profileMachine,
    inputs: [undefined],
    events: profileEvents,
  },
  {
    id: 'configuration',
    title: 'Shell configuration',
    description:
      'Loads content-service configuration (the menu): loading, loaded, failed with retry; a failed reload keeps the last one.',
    machine: configurationMachine,
    inputs: [undefined],
    events: configurationEvents,
  },
  {
    id: 'theme',
    title: 'Theme',
    description:
      "Loads the category's theme by filter (the build's before sign-in, the user's after) and keeps the chosen entry in session data; without one the last theme stays.",
    machine: themeMachine,
    inputs: themeInputs,
    events: themeEvents,
  },
  {
    id: 'preferences',
    title: 'Layout preferences',
    description: 'Box layout, compact menu, hidden menu and dark menu, each remembered across reloads.',
    machine: preferencesMachine,
    inputs: preferencesInputs,
    events: preferencesEvents,
  },
  {
    id: 'contentChanges',
    title: 'Content changes',
    description:
      'Asks the content service what changed, at an interval (backing off after failures) and on return to the tab, and announces the changed identifiers.',
    machine: contentChangesMachine,
    inputs: [undefined],
    events: contentChangesEvents,
  },
  {
    id: 'siteSettings',
    title: 'Site settings',
    description:
      "Loads the site settings again for the session's category and when the change feed names them; tampered or stale settings are refused and the last good ones kept.",
    machine: siteSettingsMachine,
    inputs: siteSettingsInputs,
    events: siteSettingsEvents,
  },
  {
    id: 'serviceWizard',
    title: 'Service wizard',
    description:
      'A payment service as a multi-step form: each step checked before Next (its quote on the way), Back keeping every value, Submit confirmed by PIN or one-time code, processed once under an idempotency key, and a receipt (a declined one can be tried again with everything kept); failures return to the form with nothing lost.',
    machine: serviceWizardMachine,
    inputs: serviceWizardInputs,
    events: serviceWizardEvents,
    stopWhen: serviceWizardStopWhen,
    filterEvents: serviceWizardFilter,
  },
  {
    id: 'serviceWizardSteps',
    title: 'Service wizard: steps',
    description:
      "The service's form one step at a time: fields with their option lists, lookups and uploads, each step checked before Next (its quote on the way), Back keeping every value; the last step passed hands everything entered to the Submit.",
    machine: serviceWizardStepsMachine,
    inputs: serviceWizardStepsInputs,
    events: serviceWizardStepsEvents,
    filterEvents: serviceWizardStepsFilter,
  },
  {
    id: 'serviceWizardConfirmation',
    title: 'Service wizard: confirmation',
    description:
      "The Submit: confirmed by the transaction PIN or a one-time code (sent, counted down, sent again when allowed) when the service asks — or by the authenticator code of two-step verification, alone or with the PIN above the service's amount (step-up; a user without it is told to turn it on) — then processed by the submission; a refused PIN or code is asked for again, the code still counting.",
    machine: serviceWizardConfirmationMachine,
    inputs: serviceWizardConfirmationInputs,
    events: serviceWizardConfirmationEvents,
    filterEvents: serviceWizardConfirmationFilter,
  },
  {
    id: 'serviceWizardSubmission',
    title: 'Service wizard: submission',
    description:
      'One Submit under its idempotency key, read for what it means: a receipt (pending, paid or declined), a PIN or code to ask for again, or a failure that returns to the form with every value kept.',
    machine: serviceWizardSubmissionMachine,
    inputs: serviceWizardSubmissionInputs,
    events: serviceWizardSubmissionEvents,
  },
  {
    id: 'atlas',
    title: 'Flow atlas',
    description:
      'The atlas itself: lays the chosen statechart out and lists its generated paths, each in a worker, then plays a path on the diagram step by step (play, pause, step, replay, stop).',
    machine: atlasMachine,
    inputs: atlasInputs,
    events: atlasEvents,
  },
  {
    id: 'report',
    title: 'Report',
    description:
      "Loads the report's configuration for the category, then pages of rows; filter, sort, page and rows per page fetch again, a failed load keeps the filters and offers a retry; From after To is refused; customer service names the customer first.",
    machine: reportMachine,
    inputs: reportInputs,
    events: reportEvents,
    filterEvents: reportFilter,
  },
  {
    id: 'reportExport',
    title: 'Report export',
    description:
      'Fetches every page of the current filter with progress, writes txt, json, csv or xls and saves it; cancel stops at once; no rows, no file; it goes on when its page is left and tells its end there.',
    machine: reportExportMachine,
    inputs: [undefined],
    events: reportExportEvents,
  },
  {
    id: 'transactionView',
    title: 'Transaction view',
    description:
      "Loads one transaction with its view configuration, or asks for its ID first; one that is not the user's reads as not found.",
    machine: transactionViewMachine,
    inputs: transactionViewInputs,
    events: transactionViewEvents,
  },
  {
    id: 'notifications',
    title: 'Notifications',
    description:
      'The notification centre: the newest first, of one category or all, a page at a time; one or all marked read after the answer (a failed mark keeps the list); empty, failed with retry, refresh.',
    machine: notificationsMachine,
    inputs: notificationsInputs,
    events: notificationsEvents,
  },
  {
    id: 'unreadNotifications',
    title: 'Unread notifications',
    description:
      "The bell's count while signed in: counts, waits, counts again, and at once when notifications were marked read; a failed count keeps the last one; a notification newer than any seen, found by a later count, is told in a toast (cleared when the session ends).",
    machine: unreadNotificationsMachine,
    inputs: unreadNotificationsInputs,
    events: unreadNotificationsEvents,
    filterEvents: unreadNotificationsFilter,
  },
  {
    id: 'errorLogSender',
    title: 'Error log sender',
    description:
      'Failed calls reported to the error-log socket: nothing connects before the first failure; entries wait in a bounded buffer (oldest dropped) while connecting or offline, go out once connected, and a lost connection is retried after a pause.',
    machine: errorLogSenderMachine,
    inputs: errorLogSenderInputs,
    events: errorLogSenderEvents,
  },
  {
    id: 'beneficiaries',
    title: 'Saved recipients',
    description:
      'The beneficiaries list: searched as typed; a nickname edited and checked before it is sent; a deletion confirmed by the transaction PIN (a wrong or locked PIN deletes nothing and asks again); one already gone leaves the list.',
    machine: beneficiariesMachine,
    inputs: beneficiariesInputs,
    events: beneficiariesEvents,
    filterEvents: beneficiariesFilter,
  },
  {
    id: 'bankAccounts',
    title: 'Linked bank accounts',
    description:
      "The user's linked bank accounts: the list (failed with retry, refreshed); one account's details by its id (not found or failed with retry); unlinked once the transaction PIN confirms it (a wrong or locked PIN unlinks nothing and asks again; one already gone is said so).",
    machine: bankAccountsMachine,
    inputs: bankAccountsInputs,
    events: bankAccountsEvents,
  },
  {
    id: 'activeSessions',
    title: 'Active sessions',
    description:
      "The user's signed-in sessions on My account (failed with retry, refreshed on demand): another session signed out once confirmed, or every other one; then the list is loaded again and says so (a session already gone is said gone; any other failure keeps the confirmation open with the reason). The session in use is not offered.",
    machine: activeSessionsMachine,
    inputs: [undefined],
    events: activeSessionsEvents,
  },
  {
    id: 'agentLocator',
    title: 'Agent locator',
    description:
      "The agent locator: the device's position asked first (granted → the agents around it, nearest first; refused, unavailable or timed out → the agents of the city, never holding the list up); a list, empty, or failed with retry; an agent selected in the list or on the map; another city searched.",
    machine: agentLocatorMachine,
    inputs: agentLocatorInputs,
    events: agentLocatorEvents,
  },
  {
    id: 'agentMap',
    title: 'Agent locator map',
    description:
      "The agent locator's map beside the list: its library loaded only when shown (failing → unavailable); drawn with the agents while the first tiles arrive; the tiles failing before any arrived → unavailable, said in the map's place while the list works on.",
    machine: agentMapMachine,
    inputs: agentMapInputs,
    events: agentMapEvents,
  },
  {
    id: 'cardPayment',
    title: 'Payment gateway card page',
    description:
      'Load money by card on the sandbox gateway: the session loaded (already decided → its return followed), the card sent (a refused card back to the form with its problems, a sandbox decline decided at once), the 3-D-Secure-like code confirmed (a wrong one asked again, a new one after the wait), cancelled, a failed call tried again; the signed return followed.',
    machine: cardPaymentMachine,
    inputs: cardPaymentInputs,
    events: cardPaymentEvents,
  },
  {
    id: 'paymentResult',
    title: 'Payment result',
    description:
      'The gateway’s signed return verified before anything is shown (the verification credits the wallet once): the transaction, or why the payment failed; a return that cannot be verified says so and may be tried again; an address without a return says so.',
    machine: paymentResultMachine,
    inputs: paymentResultInputs,
    events: paymentResultEvents,
  },
  {
    id: 'receiptPdf',
    title: 'Receipt PDF',
    description:
      'A receipt or a monthly statement as a PDF: generated when asked (data, PDF code and font loaded then), failed with retry; downloaded, printed, shared where the device can (a failed action is said and the document stays); another request generates afresh.',
    machine: receiptPdfMachine,
    inputs: receiptPdfInputs,
    events: receiptPdfEvents,
  },
  {
    id: 'wizardDraft',
    title: 'Wizard draft',
    description:
      "A service wizard's draft on the server: the user's draft of the service looked up and offered (Continue / Start over, which deletes it); then each move between steps saved at once and at most once per interval, typing within a step never; deleted when the payment is done (after a save still out). A draft kept through maintenance wins: nothing offered.",
    machine: wizardDraftMachine,
    inputs: wizardDraftInputs,
    events: wizardDraftEvents,
    filterEvents: wizardDraftFilter,
  },
  {
    id: 'receiptVerification',
    title: 'Receipt verification',
    description:
      "A receipt's public address: the token asked about once; a receipt the server vouches for shows its status, amount, date and masked parties; an unknown or tampered one says so; a failed call may be tried again.",
    machine: receiptVerificationMachine,
    inputs: receiptVerificationInputs,
    events: receiptVerificationEvents,
  },
  {
    id: 'disbursement',
    title: 'Bulk disbursement',
    description:
      'A CSV file read and checked row by row (the whole file refused when too big, wrongly headed or empty), the rows reviewed with their problems and totals, the payment confirmed by the transaction PIN under one request key kept through every retry, every row’s result; a past batch opened; the sample file downloaded at any time.',
    machine: disbursementMachine,
    inputs: disbursementInputs,
    events: disbursementEvents,
    filterEvents: disbursementFilter,
  },
  {
    id: 'myQrCode',
    title: 'My QR code',
    description:
      "The user's signed QR code: loaded and drawn, failed with retry; downloaded as a PNG, printed, copied, shared where the device can (a failed action is said and the code stays).",
    machine: myQrCodeMachine,
    inputs: myQrCodeInputs,
    events: myQrCodeEvents,
  },
  {
    id: 'demoForm',
    title: 'Demo form',
    description:
      "The demo form sample for QA: every field type with the sample's rules and field attributes, which QA may fill with valid sample values at once; Submit validates every shown field and, with none failing, builds the request the form would send and shows it (nothing is sent); a changed value goes back to editing.",
    machine: demoFormMachine,
    inputs: demoFormInputs,
    events: demoFormEvents,
  },
  {
    id: 'serviceWizardQrScan',
    title: 'Service wizard: scan a QR code',
    description:
      "Fills a wizard's recipient from a QR code in an image: read on the device, verified by the server, and only then filled; an image without a code or a code the server does not vouch for fills nothing and says why.",
    machine: serviceWizardQrScanMachine,
    inputs: serviceWizardQrScanInputs,
    events: serviceWizardQrScanEvents,
  },
  {
    id: 'widgetData',
    title: 'Dashboard widget',
    description:
      "One dashboard widget's data: loading, then ready, empty or failed with its own retry; a refresh keeps what is shown until the answer comes. Each widget runs its own.",
    machine: widgetDataMachine,
    inputs: [undefined],
    events: widgetDataEvents,
  },
  {
    id: 'adsBanner',
    title: 'Ads banner',
    description:
      "The category's banners in a carousel that moves on by itself, unless motion is reduced, the user stopped it, or hover or focus holds it; one banner stays still, none shows nothing, a failed load offers a retry.",
    machine: adsBannerMachine,
    inputs: adsBannerInputs,
    events: adsBannerEvents,
  },
  {
    id: 'spendingChart',
    title: 'Spending chart',
    description:
      'Waits until it is scrolled into view, then loads its chart and the figures of the chosen period (3, 6 or 12 months); switching the period loads again, keeping the last figures on screen; a failed load offers a retry.',
    machine: spendingChartMachine,
    inputs: spendingChartInputs,
    events: spendingChartEvents,
  },
  {
    id: 'scheduleCreate',
    title: 'Create a scheduled payment',
    description:
      'Send money by mobile number on a weekly or monthly occurrence: the draft checked first (the occurrence complete, its end not before its start, its start not in the past), then confirmed by the transaction PIN; a wrong PIN or no answer asks for the PIN again, and a refusal keeps the draft.',
    machine: scheduleCreateMachine,
    inputs: scheduleCreateInputs,
    events: scheduleCreateEvents,
    filterEvents: scheduleCreateFilter,
  },
  {
    id: 'schedules',
    title: 'Scheduled payments',
    description:
      "The user's scheduled payments with their next run and runs: refreshed on demand; an active one paused and a paused one resumed once the back end answered; a cancellation confirmed by the transaction PIN (a wrong or locked PIN cancels nothing and asks again).",
    machine: schedulesMachine,
    inputs: schedulesInputs,
    events: schedulesEvents,
    filterEvents: schedulesFilter,
  },
  {
    id: 'onboardingDetails',
    title: 'Onboarding details',
    description:
      'The users a super agent onboarded (all of them for a customer-service rep) with status and KYC state: loaded again for a KYC filter, searched as typed, a failed load retried.',
    machine: onboardingDetailsMachine,
    inputs: [undefined],
    events: onboardingDetailsEvents,
    filterEvents: onboardingDetailsFilter,
  },
  {
    id: 'onboardingApprovals',
    title: 'Onboarding approvals',
    description:
      "The customer-service rep's queue of self-onboarding applications: loaded (failed with retry, refreshed); one approved after a confirmation or rejected with a reason of 3–300 characters; a decided one leaves the queue; a refused decision keeps the dialog and says why.",
    machine: onboardingApprovalsMachine,
    inputs: [undefined],
    events: onboardingApprovalsEvents,
    filterEvents: onboardingApprovalsFilter,
  },
  {
    id: 'selfOnboarding',
    title: 'Self-onboarding',
    description:
      'A visitor opens a wallet: the onboarding field details loaded (failed with retry), their steps walked with Back and Next (each checked by the form rules), ID images checked and read before they are kept, a review, the submit answering a reference; a failed submit keeps everything and offers retry or Back.',
    machine: selfOnboardingMachine,
    inputs: [undefined],
    events: selfOnboardingEvents,
    filterEvents: selfOnboardingFilter,
  },
  {
    id: 'selfOnboardingStatus',
    title: 'Onboarding status',
    description:
      "An application's status by its reference and the applicant's mobile (at once when the page opens with both): pending, approved, or rejected with the reason; a failed look-up offers retry; another look-up at any time.",
    machine: selfOnboardingStatusMachine,
    inputs: selfOnboardingStatusInputs,
    events: selfOnboardingStatusEvents,
  },
  {
    id: 'agentOnboarding',
    title: 'Agent-assisted onboarding',
    description:
      "An agent onboards a customer: the templates it may onboard loaded (failed with retry), one chosen (only one offered), the customer's application filled in by the self-onboarding chart started with it, its reference shown; another template while filling in, another customer after.",
    machine: agentOnboardingMachine,
    inputs: [undefined],
    events: agentOnboardingEvents,
  },
  {
    id: 'agentApplications',
    title: "An agent's applications",
    description:
      'The applications an agent made for customers, with their status: loading, failed with retry, ready; a refresh keeps the list (a failed refresh too, saying why).',
    machine: agentApplicationsMachine,
    inputs: [undefined],
    events: agentApplicationsEvents,
  },
  {
    id: 'kycReupload',
    title: 'KYC document sent again',
    description:
      'An applicant replaces an ID document of an application under review: the kind chosen (only those offered), the image checked in the browser and read (a refused one said, never sent), sent (a failed send keeps it for a retry), then another.',
    machine: kycReuploadMachine,
    inputs: kycReuploadInputs,
    events: kycReuploadEvents,
    filterEvents: kycReuploadFilter,
  },
  {
    id: 'tellers',
    title: 'Manage tellers',
    description:
      'The branches and tellers of an enterprise (a branch sees its own tellers), searched as typed: a teller created with its fields checked before they are sent (a refused one keeps the form), disabled or enabled, its password reset by a link sent to it, its daily limit set (a refused limit keeps what was typed).',
    machine: tellersMachine,
    inputs: [undefined],
    events: tellersEvents,
    filterEvents: tellersFilter,
  },
  {
    id: 'contactUs',
    title: 'Contact us',
    description:
      'A captcha first (a picture, or a sum as the accessible alternative), then the message sent with its answer: a wrong or expired captcha loads a new one and keeps the message, another failure offers a retry with a new captcha; sent, the reference number to quote.',
    machine: contactUsMachine,
    inputs: contactUsInputs,
    events: contactUsEvents,
    filterEvents: contactUsFilter,
  },
  {
    id: 'landing',
    title: 'Landing page',
    description:
      "The public landing page's blocks, kept in their configured order, then the page; a failed load offers a retry.",
    machine: landingMachine,
    inputs: [undefined],
    events: landingEvents,
  },
  {
    id: 'faqSearch',
    title: 'FAQ search',
    description:
      'The FAQ categories and questions, loaded with a retry on failure: the search keeps the questions whose English question contains the text (any case) and the categories that still have one, each once; typing applies after a pause, Enter at once, clearing brings everything back; a category filter narrows the questions.',
    machine: faqSearchMachine,
    inputs: faqSearchInputs,
    events: faqSearchEvents,
    filterEvents: faqSearchFilter,
  },
  {
    id: 'webviewBridge',
    title: 'Native web-view bridge',
    description:
      "Inside a native app (React Native, iOS, Android): the host's bridge found at once, or waited for when the page was launched as a web view; READY, then the host's device ids (a silent host leaves the generated ones); posts go out only through a connected bridge (queued while it is looked for); the host's back button goes back; a malformed, unknown or foreign message is refused and logged.",
    machine: webviewBridgeMachine,
    inputs: webviewBridgeInputs,
    events: webviewBridgeEvents,
    filterEvents: webviewBridgeFilter,
  },
];
