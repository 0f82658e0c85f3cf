import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazyOnReach } from '../../ui/lazyOnReach';

const DisplaySettingsPopup = lazyOnReach(() => import('./DisplaySettingsPopup'));

/**
 * The display settings button (requirements#display-preferences); the dialog's code (the popover,
 * its switches and swatches, Mantine's floating machinery) loads when the user reaches for it
 * (issue 20: the dashboard's first paint does not carry it).
 */
export function DisplaySettings() {
  const { t } = useLingui();
  return (
    <DisplaySettingsPopup
      placeholder={(reach) => (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t`Display settings`}
          aria-haspopup="dialog"
          aria-expanded={false}
          {...reach}
        >
          <IconAdjustmentsHorizontal size={20} />
        </ActionIcon>
      )}
    />
  );
}
