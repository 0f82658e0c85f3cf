import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useApp } from '../../platform/context';
import { lazyOnReach } from '../../ui/lazyOnReach';

const LanguageMenuPopup = lazyOnReach(() => import('./LanguageMenuPopup'));

/**
 * The language button; the menu's code (and Mantine's floating machinery) loads when the user
 * reaches for it (issue 20: the first screen does not carry it).
 */
export function LanguageMenu() {
  const { t } = useLingui();
  const { actors } = useApp();
  const loading = useSelector(actors.locale, (s) => s.matches('restoring') || s.matches('switching'));
  return (
    <LanguageMenuPopup
      placeholder={(reach) => (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Language`}
          aria-haspopup="menu"
          aria-expanded={false}
          loading={loading}
          {...reach}
        >
          <IconLanguage size={20} />
        </ActionIcon>
      )}
    />
  );
}
