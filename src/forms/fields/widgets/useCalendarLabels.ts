import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { dayjsLocaleName, loadDayjsLocale } from './datesLocale';

/**
 * Calendar controls named in the user's language, and its month and weekday names (dayjs's data for
 * that language, loaded when a picker first shows; English until it has arrived).
 */
export function useCalendarLabels(locale: string) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<string | null>(null);
  const wanted = dayjsLocaleName(locale);
  useEffect(() => {
    let current = true;
    loadDayjsLocale(locale).then(
      (name) => current && setLoaded(name),
      () => current && setLoaded(null),
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return { nextLabel: t`Next`, previousLabel: t`Previous`, locale: loaded === wanted ? wanted : 'en' };
}
