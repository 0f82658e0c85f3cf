import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { localized } from '../../config/siteSettings';
import { isRtl } from '../../i18n/locales';
import { useActiveLocale, useSiteSettings } from '../../ui/hooks';

/**
 * Keeps the document in step with the active language: Mantine's direction (ar, he and ku are
 * right-to-left) and the page title from the site settings' locale-keyed meta title
 * (requirements#site-settings).
 */
export function DirectionSync() {
  const locale = useActiveLocale();
  const settings = useSiteSettings();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(isRtl(locale) ? 'rtl' : 'ltr'), [locale, setDirection]);
  useEffect(() => {
    const title = localized(settings?.general.meta_title, locale);
    const name = localized(settings?.general.sitename, locale);
    if (title !== '-' || name !== '-') document.title = title !== '-' ? title : name;
  }, [settings, locale]);
  return null;
}
