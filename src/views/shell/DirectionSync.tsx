import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { isRtl } from '../../i18n/locales';
import { useActiveLocale } from '../hooks';

/** Keeps Mantine's direction in step with the active language (ar and ku are right-to-left). */
export function DirectionSync() {
  const locale = useActiveLocale();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(isRtl(locale) ? 'rtl' : 'ltr'), [locale, setDirection]);
  return null;
}
