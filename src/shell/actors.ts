import { createActor } from 'xstate';
import { addRtlLocales } from '../i18n/locales';
import type { AppActors } from '../platform/context';
import { flowInspector } from '../platform/flowInspector';
import { isFramed, isSandboxWebViewFrame } from '../platform/frame';
import { webviewBridgeInput, webviewBridgeLogic } from './webviewBridge/webviewBridge.logic';
import type { Platform } from '../platform/platform';
import { deviceInfo, storedDeviceIds } from '../platform/device';
import { readJson, storageKeys } from '../platform/storage';
import { watchActivity } from '../platform/activity';
import { routeExternalLinks } from '../platform/hostActions';
import { languagesLogic } from './configuration/configuration.logic';
import { contentChangesLogic } from './contentChanges/contentChanges.logic';
import { errorLogLogic } from './errorLog/errorLog.logic';
import { localeAtSignIn } from './locale/localeAtSignIn';
import { localeInput, localeLogic } from './locale/locale.logic';
import { unreadNotificationsLogic } from './notifications/unreadNotifications.logic';
import { preferencesInput, preferencesLogic } from './preferences/preferences.logic';
import { dropOrphanToken, sessionCategoryCode, sessionLogic, storedUser } from './session/session.logic';
import { siteSettingsLogic } from './startup/siteSettings.logic';
import { startupLogic } from './startup/startup.logic';
import { themeLogic } from './theme/theme.logic';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The shell's long-lived actors, each a statechart from machines/ given its real effects by its
 * folder's `<flow>.logic.ts`, and the few facts that tie them together: storage changes, the
 * gateway's session ends, user activity, and a session's start or end (its category's theme).
 */
export function createAppActors(platform: Platform, win: Window = window): AppActors {
  const { store } = platform;
  dropOrphanToken(platform);
  addRtlLocales(readJson(store, storageKeys.rtlLayoutArray, isStringArray) ?? []);
  const inspect = flowInspector.inspect;

  const webviewBridge = createActor(webviewBridgeLogic(platform, win), {
    input: webviewBridgeInput(platform),
    inspect,
  });
  // what flows post goes through the statechart, which knows whether a host is there to hear it
  platform.nativeShell.link.post = (message) => webviewBridge.send({ type: 'portal.post', message });
  platform.nativeShell.link.connected = () => webviewBridge.getSnapshot().matches('native');
  platform.nativeShell.link.embedded = () => webviewBridge.getSnapshot().context.embedded;
  routeExternalLinks(platform.nativeShell, win);

  const locale = createActor(localeLogic(platform, win), { input: localeInput(platform, win), inspect });
  const startup = createActor(startupLogic(platform, locale, win), {
    input: { framed: isFramed(win) && !isSandboxWebViewFrame(win), pathname: win.location.pathname },
    inspect,
  });
  const session = createActor(sessionLogic(platform, win), { input: { user: storedUser(platform) }, inspect });
  const theme = createActor(themeLogic(platform), {
    input: { category: '', chosen: store.get(storageKeys.colour) },
    inspect,
  });
  const languages = createActor(languagesLogic(platform), { inspect });
  // requirements#site-settings: started with the category startup asked for (the stored session's or the build's)
  const siteSettings = createActor(siteSettingsLogic(platform, win), {
    input: { category: sessionCategoryCode(platform) },
    inspect,
  });
  const preferences = createActor(preferencesLogic(platform), { input: preferencesInput(platform), inspect });
  const contentChanges = createActor(
    contentChangesLogic(platform, (kinds) => {
      if (kinds.has('languages')) {
        languages.send({ type: 'configuration.reload' });
        // requirements#language-data: new labels of the shown language
        locale.send({ type: 'labels.reload' });
      }
      if (kinds.has('layout')) theme.send({ type: 'configuration.reload' });
      if (kinds.has('siteSettings'))
        siteSettings.send({ type: 'siteSettings.reload', category: siteSettings.getSnapshot().context.category });
    }),
    { inspect },
  );
  const unreadNotifications = createActor(unreadNotificationsLogic(platform), { input: {}, inspect });
  const errorLog = createActor(errorLogLogic(platform), { input: {}, inspect });

  // a closing tab takes its actors off the atlas
  win.addEventListener('pagehide', () => flowInspector.close());
  win.addEventListener('pageshow', () => flowInspector.reopen());

  platform.sessionEndSink.current = (end) =>
    session.send({
      type: 'session.expired',
      code: end.code,
      alertMessage: end.alertMessage,
      onServerNotFoundPage: startup.getSnapshot().matches('serverNotFound'),
    });

  // requirements#error-log: every failed call, masked, to the error log (when a host is configured)
  platform.failureSink.current = (failure) => {
    if (!platform.gateway.config?.errorLog) return;
    const { deviceId, deviceUniqueId } = storedDeviceIds(store);
    const { channel, platform: os, appVersion, webView, language } = deviceInfo(store, platform.nativeShell !== null);
    const context = {
      device: { deviceId, deviceUniqueId, channel, platform: os, appVersion, webView, language },
      userIdentifier: session.getSnapshot().context.user?.userIdentifier ?? null,
      now: Date.now(),
    };
    // the masking loads with the first failure, like the socket client: no page pays for it up front
    import('./errorLog/errorLogEvent')
      .then(({ errorLogEvent }) => errorLog.send({ type: 'errorLog.report', entry: errorLogEvent(failure, context) }))
      .catch(() => {
        // requirements#error-log: logging never affects the user
      });
  };

  // storage changes reach the machines at once; the token polling stays as the fallback
  store.subscribe((key, external) => {
    if (key === null || key === storageKeys.accessToken)
      startup.send({ type: 'accessToken.changed', present: store.get(storageKeys.accessToken) !== null });
    if (external && (key === null || key === storageKeys.authorizeToken || key === storageKeys.user))
      session.send({ type: 'storage.sessionChanged', user: storedUser(platform) });
  });

  watchActivity(win, () => session.send({ type: 'user.activity' }));

  // a session's start or end: its category's theme, and the language: the account's preference on a
  // device with no choice of its own, else the account learns the language in use
  const signedInUser = () => (session.getSnapshot().matches('signedIn') ? session.getSnapshot().context.user : null);
  const sessionKey = (user: ReturnType<typeof signedInUser>) =>
    user ? `${user.userIdentifier}|${user.category}` : null;
  // requirements#theme: the chosen theme is session data, so a session that ends takes it along
  const followSession = (user: ReturnType<typeof signedInUser>) =>
    theme.send({
      type: 'theme.sessionChanged',
      category: user?.category ?? '',
      chosen: user ? store.get(storageKeys.colour) : null,
    });
  // requirements#notifications: the bell counts for whoever is signed in, and for nobody else
  const followNotifications = (user: ReturnType<typeof signedInUser>) =>
    unreadNotifications.send({ type: user ? 'session.started' : 'session.ended' });
  // requirements#device-details: a session tells the back end about this device (once, or when it changed)
  const followDevice = (user: ReturnType<typeof signedInUser>) => {
    if (!user) return;
    // loaded on demand, so the sign-in and dashboard bundles do not carry it
    import('./deviceDetails/deviceDetails.logic')
      .then(({ syncDeviceDetails }) =>
        createActor(syncDeviceDetails(platform), { input: { userIdentifier: user.userIdentifier } }).start(),
      )
      .catch(() => {
        // tried again at the next sign-in
      });
  };
  // a native host's DEVICE_INFO stores the push token last: a new one during a session is sent too
  store.subscribe((key) => {
    if (key === storageKeys.fcmToken && startup.getSnapshot().matches('running')) followDevice(signedInUser());
  });
  let signedInAs: string | null | undefined;
  session.subscribe(() => {
    const user = signedInUser();
    const key = sessionKey(user);
    if (key === signedInAs || !startup.getSnapshot().matches('running')) return;
    signedInAs = key;
    followSession(user);
    followNotifications(user);
    // requirements#site-settings: a session's start or end brings its category's settings
    siteSettings.send({ type: 'siteSettings.reload', category: sessionCategoryCode(platform) });
    followDevice(user);
    if (user)
      locale.send(
        localeAtSignIn(user.locale, store.get(storageKeys.localeChosen) !== null, locale.getSnapshot().context.active),
      );
  });
  // the content service is asked once the runtime configuration and site settings are there
  const startContent = startup.subscribe((snapshot) => {
    if (!snapshot.matches('running')) return;
    startContent.unsubscribe();
    signedInAs = sessionKey(signedInUser());
    followSession(signedInUser());
    followNotifications(signedInUser());
    languages.start();
    // requirements#language-data: the content service can be asked for the shown language's labels now
    locale.send({ type: 'labels.reload' });
    siteSettings.start();
    contentChanges.start();
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState !== 'visible') return;
      contentChanges.send({ type: 'changes.check' });
      unreadNotifications.send({ type: 'notifications.changed' });
    });
  });

  return {
    startup,
    session,
    locale,
    theme,
    languages,
    preferences,
    contentChanges,
    unreadNotifications,
    webviewBridge,
    errorLog,
  };
}

export function startAppActors(actors: AppActors): void {
  // first: a session that ends at once must find the host's bridge already there
  actors.webviewBridge.start();
  actors.locale.start();
  actors.session.start();
  actors.preferences.start();
  actors.theme.start();
  actors.unreadNotifications.start();
  actors.errorLog.start();
  actors.startup.start();
}
