import { Badge, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { twoFactorSetupMachine } from '../../../machines/twoFactorSetup.machine';
import { twoFactorSetupLogic } from './twoFactorSetup.logic';
import { useApp } from '../../platform/context';
import { FailureAlert } from '../../ui/FailureAlert';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SecurityPage } from '../../ui/SecurityPage';
import { TwoFactorDisableForm } from './TwoFactorDisableForm';
import { TwoFactorScanStep } from './TwoFactorScanStep';

type Snapshot = SnapshotFrom<typeof twoFactorSetupMachine>;
type Step =
  | 'loading'
  | 'loadFailed'
  | 'disabled'
  | 'generating'
  | 'scanning'
  | 'enabling'
  | 'showingRecoveryCodes'
  | 'enabled'
  | 'confirmingDisable'
  | 'disabling';
const steps: readonly Step[] = [
  'loadFailed',
  'disabled',
  'generating',
  'scanning',
  'enabling',
  'showingRecoveryCodes',
  'enabled',
  'confirmingDisable',
  'disabling',
];

const selectStep = (s: Snapshot): Step => steps.find((step) => s.matches(step)) ?? 'loading';
const selectFailure = (s: Snapshot) => s.context.failure;
const selectPending = (s: Snapshot) => s.context.pending;
const selectRecoveryCodes = (s: Snapshot) => s.context.recoveryCodes;
const selectCodesLeft = (s: Snapshot) => s.context.status?.recoveryCodesLeft ?? 0;

/** /app/two-factor: turn two-step verification with an authenticator app on or off. */
export function TwoFactorSetupPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => twoFactorSetupLogic(platform));
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);
  const failure = useSelector(actor, selectFailure);
  const pending = useSelector(actor, selectPending);
  const recoveryCodes = useSelector(actor, selectRecoveryCodes);
  const codesLeft = useSelector(actor, selectCodesLeft);

  let body: ReactNode;
  switch (step) {
    case 'loading':
      body = <Waiting text={t`Loading…`} />;
      break;
    case 'generating':
      body = <Waiting text={t`Preparing a new key…`} />;
      break;
    case 'loadFailed':
      body = (
        <Stack gap="md">
          <FailureAlert failure={failure} title={t`The settings could not be loaded`} />
          <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'twoFactor.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      );
      break;
    case 'disabled':
      body = (
        <Stack gap="md">
          <Status on={false} />
          <FailureAlert failure={failure} />
          <Text>
            <Trans>
              With two-step verification on, signing in needs your password and a 6-digit code from an authenticator app
              on your phone, such as Google Authenticator or Microsoft Authenticator. Someone who learns your password
              still cannot sign in.
            </Trans>
          </Text>
          <Button onClick={() => actor.send({ type: 'twoFactor.start' })}>
            <Trans>Turn on two-step verification</Trans>
          </Button>
        </Stack>
      );
      break;
    case 'scanning':
    case 'enabling':
      body = pending ? (
        <TwoFactorScanStep
          secret={pending.secret}
          otpauthUri={pending.otpauthUri}
          failure={failure}
          enabling={step === 'enabling'}
          onConfirm={(code) => actor.send({ type: 'twoFactor.confirm', code })}
          onCancel={() => actor.send({ type: 'twoFactor.cancel' })}
        />
      ) : null;
      break;
    case 'showingRecoveryCodes':
      body = <RecoveryCodesPanel codes={recoveryCodes} onSaved={() => actor.send({ type: 'twoFactor.codesSaved' })} />;
      break;
    case 'enabled':
      body = (
        <Stack gap="md">
          <Status on />
          <Text>
            <Plural
              value={codesLeft}
              _0="You have no recovery codes left. Turn two-step verification off and on again to get new ones."
              one="You have # recovery code left."
              other="You have # recovery codes left."
            />
          </Text>
          <Button variant="default" color="danger" onClick={() => actor.send({ type: 'twoFactor.startDisable' })}>
            <Trans>Turn off</Trans>
          </Button>
        </Stack>
      );
      break;
    case 'confirmingDisable':
    case 'disabling':
      body = (
        <TwoFactorDisableForm
          failure={failure}
          disabling={step === 'disabling'}
          onDisable={(proof) => actor.send({ type: 'twoFactor.disable', ...proof })}
          onCancel={() => actor.send({ type: 'twoFactor.cancel' })}
        />
      );
      break;
  }

  return (
    <SecurityPage
      title={<Trans>Two-step verification</Trans>}
      description={<Trans>A code from an app on your phone, asked for when you sign in.</Trans>}
    >
      {body}
    </SecurityPage>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Group justify="center" gap="sm" py="lg" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{text}</Text>
    </Group>
  );
}

function Status({ on }: { on: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="xl" variant="light" color={on ? 'success' : 'secondary'} aria-hidden>
        {on ? <IconShieldCheck size={24} /> : <IconShieldOff size={24} />}
      </ThemeIcon>
      <Text fw={600}>
        <Trans>Status:</Trans>
      </Text>
      <Badge color={on ? 'success' : 'secondary'} variant="dot" size="lg" data-testid="two-factor-status">
        {on ? <Trans>On</Trans> : <Trans>Off</Trans>}
      </Badge>
    </Group>
  );
}
