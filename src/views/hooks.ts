import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { SiteSettings } from '../api/contract/schemas';
import { localized } from '../config/siteSettings';
import { usesArabicScript } from '../i18n/locales';
import { useApp } from '../app/context';

export function useSiteSettings(): SiteSettings | null {
  const { services } = useApp();
  return useSyncExternalStore(services.siteSettings.subscribe, services.siteSettings.get);
}

export function useActiveLocale(): string {
  const { actors } = useApp();
  return useSelector(actors.locale, (s) => s.context.active);
}

/** The site name in the user's language (seed 000 §3 locale-keyed sitename). */
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

/** seed 000 §2: the logo and the home button lead to the after-login route when signed in, else /signin. */
export function useHomePath(): string {
  const { services } = useApp();
  return useIsSignedIn() ? (services.gateway.config?.afterLoginRoute ?? '/app/dashboard') : '/signin';
}

export function useLogoUrl(): string {
  const settings = useSiteSettings();
  return settings?.image.logoPreviewUrl ?? '/brand/logo.svg';
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
