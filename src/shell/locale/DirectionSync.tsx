import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { isRtl } from '../../i18n/locales';
import { useActiveLocale } from '../../ui/hooks';

/**
 * Keeps the document in step with the active language: Mantine's direction (ar, he and ku are
 * right-to-left). The tab's title is the page announcer's (PageAnnouncer).
 */
export function DirectionSync() {
  const locale = useActiveLocale();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(isRtl(locale) ? 'rtl' : 'ltr'), [locale, setDirection]);
  return null;
}
