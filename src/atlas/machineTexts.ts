import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The registry's titles and descriptions in the reader's language. The English here is the
 * registry's own (machines/index.ts), word for word — a test keeps the two equal.
 */
export const machineTexts: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  startup: {
    title: msg`Startup`,
    description: msg`Frame check, runtime configuration, site settings and maintenance routing, default locale and favicon, front access token, ready.`,
  },
  session: {
    title: msg`Session`,
    description: msg`Signed in or out; logout; the end of a session forced by the gateway, with the native shell told.`,
  },
  signIn: {
    title: msg`Sign-in`,
    description: msg`Credentials, then the authenticator code when the account has two-factor on.`,
  },
  locale: {
    title: msg`Language`,
    description: msg`Loads and applies the chosen interface language (a failed load keeps the current one), fills the texts its catalog lacks with the content service's labels, and saves it as the account's preference.`,
  },
  balance: {
    title: msg`Balance`,
    description: msg`Loads the balance layout (which pouches, labelled how, in what order, fetched how), then the balance; refreshes it, retries after a failure, and hides or shows the amounts as the user chose.`,
  },
  signUp: {
    title: msg`Sign-up`,
    description: msg`Registration form with the login checked for availability as it is typed; success stores the access token and goes on to activation.`,
  },
  otpTimer: {
    title: msg`OTP timer`,
    description: msg`Counts down a sent code (180 s by default, or the server's validity) and when a new code may be asked for.`,
  },
  otpVerification: {
    title: msg`One-time code`,
    description: msg`Entering a code sent by SMS (activation, PIN reset): wrong codes count down, an expired or used-up code needs a new one, resend when the timer allows.`,
  },
  forgotPassword: {
    title: msg`Forgot password`,
    description: msg`Asks for a reset link by e-mail; the answer never reveals whether the account exists.`,
  },
  resetPassword: {
    title: msg`Reset password`,
    description: msg`Checks the e-mailed link, then sets a new password under the policy; a dead link needs a new one.`,
  },
  changePassword: {
    title: msg`Change password`,
    description: msg`Old password, new password under the policy, then an offer to sign out other devices.`,
  },
  changePin: {
    title: msg`Change transaction PIN`,
    description: msg`Current PIN, new PIN under the configured rules, confirmation.`,
  },
  pinReset: {
    title: msg`Forgot or reset PIN`,
    description: msg`Names the account (before sign-in) or not (after), then a code by SMS with the new PIN.`,
  },
  twoFactorSetup: {
    title: msg`Two-factor setup`,
    description: msg`Generate a secret, scan it, confirm a code, keep the recovery codes; turning it off needs a code.`,
  },
  profile: {
    title: msg`My account`,
    description: msg`Loads the account and its profile template, edits and saves; a failed save keeps the edits.`,
  },
  configuration: {
    title: msg`Shell configuration`,
    description: msg`Loads content-service configuration (the menu): loading, loaded, failed with retry; a failed reload keeps the last one.`,
  },
  theme: {
    title: msg`Theme`,
    description: msg`Loads the category's theme by filter (the build's before sign-in, the user's after) and keeps the chosen entry in session data; without one the last theme stays.`,
  },
  preferences: {
    title: msg`Layout preferences`,
    description: msg`Box layout, compact menu, hidden menu and dark menu, each remembered across reloads.`,
  },
  contentChanges: {
    title: msg`Content changes`,
    description: msg`Asks the content service what changed, at an interval (backing off after failures) and on return to the tab, and announces the changed identifiers.`,
  },
  siteSettings: {
    title: msg`Site settings`,
    description: msg`Loads the site settings again for the session's category and when the change feed names them; tampered or stale settings are refused and the last good ones kept.`,
  },
  serviceWizard: {
    title: msg`Service wizard`,
    description: msg`A payment service as a multi-step form: each step checked before Next (its quote on the way), Back keeping every value, Submit confirmed by PIN or one-time code, processed once under an idempotency key, and a receipt (a declined one can be tried again with everything kept); failures return to the form with nothing lost.`,
  },
  serviceWizardSteps: {
    title: msg`Service wizard: steps`,
    description: msg`The service's form one step at a time: fields with their option lists, lookups and uploads, each step checked before Next (its quote on the way), Back keeping every value; the last step passed hands everything entered to the Submit.`,
  },
  serviceWizardConfirmation: {
    title: msg`Service wizard: confirmation`,
    description: msg`The Submit: confirmed by the transaction PIN or a one-time code (sent, counted down, sent again when allowed) when the service asks — or by the authenticator code of two-step verification, alone or with the PIN above the service's amount (step-up; a user without it is told to turn it on) — then processed by the submission; a refused PIN or code is asked for again, the code still counting.`,
  },
  serviceWizardSubmission: {
    title: msg`Service wizard: submission`,
    description: msg`One Submit under its idempotency key, read for what it means: a receipt (pending, paid or declined), a PIN or code to ask for again, or a failure that returns to the form with every value kept.`,
  },
  atlas: {
    title: msg`Flow atlas`,
    description: msg`The atlas itself: lays the chosen statechart out and lists its generated paths, each in a worker, then plays a path on the diagram step by step (play, pause, step, replay, stop).`,
  },
  report: {
    title: msg`Report`,
    description: msg`Loads the report's configuration for the category, then pages of rows; filter, sort, page and rows per page fetch again, a failed load keeps the filters and offers a retry; From after To is refused; customer service names the customer first.`,
  },
  reportExport: {
    title: msg`Report export`,
    description: msg`Fetches every page of the current filter with progress, writes txt, json, csv or xls and saves it; cancel stops at once; no rows, no file; it goes on when its page is left and tells its end there.`,
  },
  receiptPdf: {
    title: msg`Receipt PDF`,
    description: msg`A receipt or a monthly statement as a PDF: generated when asked (data, PDF code and font loaded then), failed with retry; downloaded, printed, shared where the device can (a failed action is said and the document stays); another request generates afresh.`,
  },
  wizardDraft: {
    title: msg`Wizard draft`,
    description: msg`A service wizard's draft on the server: the user's draft of the service looked up and offered (Continue / Start over, which deletes it); then each move between steps saved at once and at most once per interval, typing within a step never; deleted when the payment is done (after a save still out). A draft kept through maintenance wins: nothing offered.`,
  },
  receiptVerification: {
    title: msg`Receipt verification`,
    description: msg`A receipt's public address: the token asked about once; a receipt the server vouches for shows its status, amount, date and masked parties; an unknown or tampered one says so; a failed call may be tried again.`,
  },
  transactionView: {
    title: msg`Transaction view`,
    description: msg`Loads one transaction with its view configuration, or asks for its ID first; one that is not the user's reads as not found.`,
  },
  notifications: {
    title: msg`Notifications`,
    description: msg`The notification centre: the newest first, of one category or all, a page at a time; one or all marked read after the answer (a failed mark keeps the list); empty, failed with retry, refresh.`,
  },
  unreadNotifications: {
    title: msg`Unread notifications`,
    description: msg`The bell's count while signed in: counts, waits, counts again, and at once when notifications were marked read; a failed count keeps the last one; a notification newer than any seen, found by a later count, is told in a toast (cleared when the session ends).`,
  },
  errorLogSender: {
    title: msg`Error log sender`,
    description: msg`Failed calls reported to the error-log socket: nothing connects before the first failure; entries wait in a bounded buffer (oldest dropped) while connecting or offline, go out once connected, and a lost connection is retried after a pause.`,
  },
  disbursement: {
    title: msg`Bulk disbursement`,
    description: msg`A CSV file read and checked row by row (the whole file refused when too big, wrongly headed or empty), the rows reviewed with their problems and totals, the payment confirmed by the transaction PIN under one request key kept through every retry, every row’s result; a past batch opened; the sample file downloaded at any time.`,
  },
  beneficiaries: {
    title: msg`Saved recipients`,
    description: msg`The beneficiaries list: searched as typed; a nickname edited and checked before it is sent; a deletion confirmed by the transaction PIN (a wrong or locked PIN deletes nothing and asks again); one already gone leaves the list.`,
  },
  activeSessions: {
    title: msg`Active sessions`,
    description: msg`The user's signed-in sessions on My account (failed with retry, refreshed on demand): another session signed out once confirmed, or every other one; then the list is loaded again and says so (a session already gone is said gone; any other failure keeps the confirmation open with the reason). The session in use is not offered.`,
  },
  bankAccounts: {
    title: msg`Linked bank accounts`,
    description: msg`The user's linked bank accounts: the list (failed with retry, refreshed); one account's details by its id (not found or failed with retry); unlinked once the transaction PIN confirms it (a wrong or locked PIN unlinks nothing and asks again; one already gone is said so).`,
  },
  agentLocator: {
    title: msg`Agent locator`,
    description: msg`The agent locator: the device's position asked first (granted → the agents around it, nearest first; refused, unavailable or timed out → the agents of the city, never holding the list up); a list, empty, or failed with retry; an agent selected in the list or on the map; another city searched.`,
  },
  webviewBridge: {
    title: msg`Native web-view bridge`,
    description: msg`Inside a native app (React Native, iOS, Android): the host's bridge found at once, or waited for when the page was launched as a web view; READY, then the host's device ids (a silent host leaves the generated ones); posts go out only through a connected bridge (queued while it is looked for); the host's back button goes back; a malformed, unknown or foreign message is refused and logged.`,
  },
  agentOnboarding: {
    title: msg`Agent-assisted onboarding`,
    description: msg`An agent onboards a customer: the templates it may onboard loaded (failed with retry), one chosen (only one offered), the customer's application filled in by the self-onboarding chart started with it, its reference shown; another template while filling in, another customer after.`,
  },
  agentApplications: {
    title: msg`An agent's applications`,
    description: msg`The applications an agent made for customers, with their status: loading, failed with retry, ready; a refresh keeps the list (a failed refresh too, saying why).`,
  },
  kycReupload: {
    title: msg`KYC document sent again`,
    description: msg`An applicant replaces an ID document of an application under review: the kind chosen (only those offered), the image checked in the browser and read (a refused one said, never sent), sent (a failed send keeps it for a retry), then another.`,
  },
  agentMap: {
    title: msg`Agent locator map`,
    description: msg`The agent locator's map beside the list: its library loaded only when shown (failing → unavailable); drawn with the agents while the first tiles arrive; the tiles failing before any arrived → unavailable, said in the map's place while the list works on.`,
  },
  cardPayment: {
    title: msg`Payment gateway card page`,
    description: msg`Load money by card on the sandbox gateway: the session loaded (already decided → its return followed), the card sent (a refused card back to the form with its problems, a sandbox decline decided at once), the 3-D-Secure-like code confirmed (a wrong one asked again, a new one after the wait), cancelled, a failed call tried again; the signed return followed.`,
  },
  paymentResult: {
    title: msg`Payment result`,
    description: msg`The gateway’s signed return verified before anything is shown (the verification credits the wallet once): the transaction, or why the payment failed; a return that cannot be verified says so and may be tried again; an address without a return says so.`,
  },
  widgetData: {
    title: msg`Dashboard widget`,
    description: msg`One dashboard widget's data: loading, then ready, empty or failed with its own retry; a refresh keeps what is shown until the answer comes. Each widget runs its own.`,
  },
  myQrCode: {
    title: msg`My QR code`,
    description: msg`The user's signed QR code: loaded and drawn, failed with retry; downloaded as a PNG, printed, copied, shared where the device can (a failed action is said and the code stays).`,
  },
  demoForm: {
    title: msg`Demo form`,
    description: msg`The demo form sample for QA: every field type with the sample's rules and field attributes, which QA may fill with valid sample values at once; Submit validates every shown field and, with none failing, builds the request the form would send and shows it (nothing is sent); a changed value goes back to editing.`,
  },
  serviceWizardQrScan: {
    title: msg`Service wizard: scan a QR code`,
    description: msg`Fills a wizard's recipient from a QR code in an image: read on the device, verified by the server, and only then filled; an image without a code or a code the server does not vouch for fills nothing and says why.`,
  },
  adsBanner: {
    title: msg`Ads banner`,
    description: msg`The category's banners in a carousel that moves on by itself, unless motion is reduced, the user stopped it, or hover or focus holds it; one banner stays still, none shows nothing, a failed load offers a retry.`,
  },
  spendingChart: {
    title: msg`Spending chart`,
    description: msg`Waits until it is scrolled into view, then loads its chart and the figures of the chosen period (3, 6 or 12 months); switching the period loads again, keeping the last figures on screen; a failed load offers a retry.`,
  },
  scheduleCreate: {
    title: msg`Create a scheduled payment`,
    description: msg`Send money by mobile number on a weekly or monthly occurrence: the draft checked first (the occurrence complete, its end not before its start, its start not in the past), then confirmed by the transaction PIN; a wrong PIN or no answer asks for the PIN again, and a refusal keeps the draft.`,
  },
  schedules: {
    title: msg`Scheduled payments`,
    description: msg`The user's scheduled payments with their next run and runs: refreshed on demand; an active one paused and a paused one resumed once the back end answered; a cancellation confirmed by the transaction PIN (a wrong or locked PIN cancels nothing and asks again).`,
  },
  onboardingDetails: {
    title: msg`Onboarding details`,
    description: msg`The users a super agent onboarded (all of them for a customer-service rep) with status and KYC state: loaded again for a KYC filter, searched as typed, a failed load retried.`,
  },
  contactUs: {
    title: msg`Contact us`,
    description: msg`A captcha first (a picture, or a sum as the accessible alternative), then the message sent with its answer: a wrong or expired captcha loads a new one and keeps the message, another failure offers a retry with a new captcha; sent, the reference number to quote.`,
  },
  tellers: {
    title: msg`Manage tellers`,
    description: msg`The branches and tellers of an enterprise (a branch sees its own tellers), searched as typed: a teller created with its fields checked before they are sent (a refused one keeps the form), disabled or enabled, its password reset by a link sent to it, its daily limit set (a refused limit keeps what was typed).`,
  },
  landing: {
    title: msg`Landing page`,
    description: msg`The public landing page's blocks, kept in their configured order, then the page; a failed load offers a retry.`,
  },
  faqSearch: {
    title: msg`FAQ search`,
    description: msg`The FAQ categories and questions, loaded with a retry on failure: the search keeps the questions whose English question contains the text (any case) and the categories that still have one, each once; typing applies after a pause, Enter at once, clearing brings everything back; a category filter narrows the questions.`,
  },
  onboardingApprovals: {
    title: msg`Onboarding approvals`,
    description: msg`The customer-service rep's queue of self-onboarding applications: loaded (failed with retry, refreshed); one approved after a confirmation or rejected with a reason of 3–300 characters; a decided one leaves the queue; a refused decision keeps the dialog and says why.`,
  },
  selfOnboarding: {
    title: msg`Self-onboarding`,
    description: msg`A visitor opens a wallet: the onboarding field details loaded (failed with retry), their steps walked with Back and Next (each checked by the form rules), ID images checked and read before they are kept, a review, the submit answering a reference; a failed submit keeps everything and offers retry or Back.`,
  },
  selfOnboardingStatus: {
    title: msg`Onboarding status`,
    description: msg`An application's status by its reference and the applicant's mobile (at once when the page opens with both): pending, approved, or rejected with the reason; a failed look-up offers retry; another look-up at any time.`,
  },
};
