import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { Reach } from '../../ui/lazyOnReach';
import type { configurationMachine } from '../../../machines/configuration.machine';
import type { Language } from '../../api/contract/schemas';
import { useApp } from '../../platform/context';
import { chooseLocale } from './localeAtSignIn';
import { catalogLocales, isOfferedLocale, isRtl, offeredLanguages } from '../../i18n/locales';

interface Choice {
  locale: string;
  name: string;
}

/**
 * requirements#languages: the languages the content service marks active and this portal offers;
 * until that list arrives (or when it cannot), the languages this build has catalogs for.
 */
const selectChoices = (s: SnapshotFrom<typeof configurationMachine>): Choice[] => {
  const active = s.context.configuration as Language[] | null;
  const list = active
    ? active.filter((l) => isOfferedLocale(l.locale)).map((l) => ({ locale: l.locale, name: l.name }))
    : [];
  return list.length > 0 ? list : catalogLocales.map((locale) => ({ locale, name: offeredLanguages[locale].name }));
};
const sameChoices = (a: Choice[], b: Choice[]) =>
  a.length === b.length && a.every((c, i) => c.locale === b[i]?.locale && c.name === b[i]?.name);

/** The language menu itself (its code loads when the user reaches for the button: LanguageMenu.tsx). */
export default function LanguageMenuPopup({ reach }: { reach: Reach | undefined }) {
  const { t } = useLingui();
  const { actors, platform } = useApp();
  const active = useSelector(actors.locale, (s) => s.context.active);
  const loading = useSelector(actors.locale, (s) => s.matches('restoring') || s.matches('switching'));
  const choices = useSelector(actors.languages, selectChoices, sameChoices);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={reach === 'click'}>
      <Menu.Target>
        <Tooltip label={t`Language`} defaultOpened={reach === 'pointer'}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t`Language`}
            loading={loading}
            autoFocus={reach === 'focus' || reach === 'click'}
          >
            <IconLanguage size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown mah="70dvh" style={{ overflowY: 'auto' }}>
        {choices.map(({ locale, name }) => (
          <Menu.Item
            key={locale}
            lang={locale}
            dir={isRtl(locale) ? 'rtl' : 'ltr'}
            aria-current={locale === active ? 'true' : undefined}
            fw={locale === active ? 700 : 400}
            onClick={() => chooseLocale(platform.store, actors.locale, locale)}
          >
            {name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
