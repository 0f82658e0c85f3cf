import { Button, Group, Stack, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import { changePasswordLogic } from './changePassword.logic';
import { useApp } from '../../platform/context';
import { FailureAlert } from '../../ui/FailureAlert';
import { OutcomePanel } from '../../ui/OutcomePanel';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SecurityPage } from '../../ui/SecurityPage';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;
type Phase = 'editing' | 'changing' | 'offering' | 'endingOthers' | 'settled';

const selectPhase = (s: Snapshot): Phase => {
  if (s.matches('changing')) return 'changing';
  if (s.matches({ changed: 'offering' })) return 'offering';
  if (s.matches({ changed: 'endingOthers' })) return 'endingOthers';
  if (s.matches('changed')) return 'settled';
  return 'editing';
};
const selectFailure = (s: Snapshot) => s.context.failure;
const selectOtherSessions = (s: Snapshot) => s.context.otherSessions;
const selectEndedSessions = (s: Snapshot) => s.context.endedSessions;

/** /app/change-login-password: the current password, a new one, then "sign out the other devices?". */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => changePasswordLogic(platform));
  const actor = useFlowActor(logic);
  const phase = useSelector(actor, selectPhase);
  const failure = useSelector(actor, selectFailure);
  const otherSessions = useSelector(actor, selectOtherSessions);
  const endedSessions = useSelector(actor, selectEndedSessions);

  return (
    <SecurityPage
      title={<Trans>Change password</Trans>}
      description={
        phase === 'editing' || phase === 'changing' ? <Trans>You sign in with this password.</Trans> : undefined
      }
    >
      {phase === 'editing' || phase === 'changing' ? (
        <PasswordChangeForm
          failure={failure}
          changing={phase === 'changing'}
          onSubmit={(values) => actor.send({ type: 'password.submit', ...values })}
        />
      ) : phase === 'offering' || phase === 'endingOthers' ? (
        <OutcomePanel
          title={t`Your password has been changed.`}
          actions={
            <Stack gap="sm">
              <FailureAlert failure={failure} />
              <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
                <Button loading={phase === 'endingOthers'} onClick={() => actor.send({ type: 'sessions.endOthers' })}>
                  <Trans>Sign out other devices</Trans>
                </Button>
                <Button
                  variant="default"
                  disabled={phase === 'endingOthers'}
                  onClick={() => actor.send({ type: 'sessions.keep' })}
                >
                  <Trans>Keep them signed in</Trans>
                </Button>
              </Group>
            </Stack>
          }
        >
          <Plural
            value={otherSessions}
            one="You are also signed in on # other device. Sign it out?"
            other="You are also signed in on # other devices. Sign them out?"
          />
        </OutcomePanel>
      ) : (
        <OutcomePanel
          title={t`Your password has been changed.`}
          actions={
            <Button component={Link} to="/app/dashboard" variant="light">
              <Trans>Back to the dashboard</Trans>
            </Button>
          }
        >
          <Text size="sm">
            {endedSessions !== null && endedSessions > 0 ? (
              <Plural value={endedSessions} one="Signed out # other device." other="Signed out # other devices." />
            ) : (
              <Trans>Use the new password the next time you sign in.</Trans>
            )}
          </Text>
        </OutcomePanel>
      )}
    </SecurityPage>
  );
}
