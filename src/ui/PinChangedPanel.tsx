import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { OutcomePanel } from './OutcomePanel';

/** The end of a signed-in PIN change or reset. */
export function PinChangedPanel() {
  const { t } = useLingui();
  return (
    <OutcomePanel
      title={t`Your transaction PIN has been changed.`}
      actions={
        <Button component={Link} to="/app/dashboard" variant="light">
          <Trans>Back to the dashboard</Trans>
        </Button>
      }
    >
      <Trans>Use the new PIN for your next payment.</Trans>
    </OutcomePanel>
  );
}
