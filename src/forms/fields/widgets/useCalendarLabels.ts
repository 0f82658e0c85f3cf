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
  // named by what they move ("Next month"), never a bare "Next": that is the wizard's own button,
  // and a screen reader's list of buttons would show two
  const ariaLabels = {
    nextMonth: t`Next month`,
    previousMonth: t`Previous month`,
    nextYear: t`Next year`,
    previousYear: t`Previous year`,
    nextDecade: t`Next decade`,
    previousDecade: t`Previous decade`,
    monthLevelControl: t`Choose a month`,
    yearLevelControl: t`Choose a year`,
  };
  return { ariaLabels, locale: loaded === wanted ? wanted : 'en' };
}
