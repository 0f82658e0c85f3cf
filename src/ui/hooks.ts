import { useComputedColorScheme } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { Theme } from '../api/contract/content';
import type { SiteSettings } from '../api/contract/schemas';
import { localized } from '../config/siteSettings';
import { usesArabicScript } from '../i18n/locales';
import { useApp } from '../platform/context';
import { afterLoginRoute } from '../platform/navigation';

export function useSiteSettings(): SiteSettings | null {
  const { platform } = useApp();
  return useSyncExternalStore(platform.siteSettings.subscribe, platform.siteSettings.get);
}

export function useActiveLocale(): string {
  const { actors } = useApp();
  return useSelector(actors.locale, (s) => s.context.active);
}

/** The site name in the user's language (requirements#site-settings: locale-keyed sitename). */
export function useSiteName(): string {
  const settings = useSiteSettings();
  const locale = useActiveLocale();
  const name = localized(settings?.general.sitename, locale);
  return name === '-' ? 'Wallet Portal' : name;
}

export function useIsSignedIn(): boolean {
  const { actors } = useApp();
  return useSelector(actors.session, (s) => s.matches('signedIn'));
}

/**
 * requirements#home-target: logo and home button lead to the after-login route when signed in, else
 * to the landing page (requirements#landing), where visitors start.
 */
export function useHomePath(): string {
  const { platform } = useApp();
  return useIsSignedIn() ? afterLoginRoute(platform.gateway) : '/';
}

/**
 * The logo (requirements#home-target): the theme's white
 * logo on dark backgrounds, its logo otherwise, else the site settings' logo, else the built-in one.
 */
export function useLogoUrl(): string {
  const settings = useSiteSettings();
  const { actors } = useApp();
  const dark = useComputedColorScheme('light') === 'dark';
  const themed = useSelector(actors.theme, (s) => {
    const assets = (s.context.theme as Theme | null)?.assets ?? [];
    const find = (key: string) => assets.find((a) => a.key === key)?.value;
    return (dark && find('appLogoWhite')) || find('appLogo') || null;
  });
  return safeImageUrl(themed) ?? safeImageUrl(settings?.image.logoPreviewUrl) ?? '/brand/logo.svg';
}

/** Configuration may name an image on this origin, over https, or inline; nothing else is shown. */
function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(?:\/(?!\/)|https:\/\/|data:image\/(?:png|jpeg|gif|webp|svg\+xml);)/i.test(url) ? url : null;
}

/** The signed-in user's name: in Arabic script for Arabic and Kurdish when the account has one. */
export function useUserName(): string {
  const { actors } = useApp();
  const locale = useActiveLocale();
  return useSelector(actors.session, (s) => {
    const user = s.context.user;
    if (!user) return '';
    return (usesArabicScript(locale) && user.displayNameAr) || user.displayName;
  });
}
