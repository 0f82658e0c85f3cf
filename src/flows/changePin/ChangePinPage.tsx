import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { changePinMachine } from '../../../machines/changePin.machine';
import type { FlowFailure } from '../../../machines/shared';
import { changePinLogic } from './changePin.logic';
import { useApp } from '../../platform/context';
import { FailureAlert } from '../../ui/FailureAlert';
import { NewPinFields, usePinLength } from '../../ui/NewPinFields';
import { PinChangedPanel } from '../../ui/PinChangedPanel';
import { serverFieldErrors, useCredentialRules } from '../../ui/credentialRules';
import { useServerFieldMessage } from '../../ui/fieldMessages';
import { PinField } from '../../ui/PinField';
import { SecurityPage } from '../../ui/SecurityPage';
import { configuredLink } from '../../config/routes';
import { useFailureEffect } from '../../ui/useFailureEffect';

type Snapshot = SnapshotFrom<typeof changePinMachine>;
const selectChanging = (s: Snapshot) => s.matches('changing');
const selectChanged = (s: Snapshot) => s.matches('changed');
const selectFailure = (s: Snapshot) => s.context.failure;

/** /app/change-transaction-pin: the current PIN, a new one and its confirmation. */
export function ChangePinPage() {
  const { platform } = useApp();
  const [logic] = useState(() => changePinLogic(platform));
  const actor = useFlowActor(logic);
  const changing = useSelector(actor, selectChanging);
  const changed = useSelector(actor, selectChanged);
  const failure = useSelector(actor, selectFailure);
  const length = usePinLength();

  return (
    <SecurityPage
      title={<Trans>Change transaction PIN</Trans>}
      description={changed ? undefined : <Trans>You confirm payments and transfers with this PIN.</Trans>}
      below={
        changed ? null : (
          <Text size="sm" ta="center">
            <Anchor component={Link} {...configuredLink('/app/reset-transaction-pin')}>
              <Trans>Forgot your PIN?</Trans>
            </Anchor>
          </Text>
        )
      }
    >
      {changed ? (
        <PinChangedPanel />
      ) : (
        <PinChangeForm
          // the form is built for one length: a late-loading setting rebuilds it
          key={length}
          length={length}
          failure={failure}
          changing={changing}
          onSubmit={(values) => actor.send({ type: 'pin.submit', ...values })}
        />
      )}
    </SecurityPage>
  );
}

interface PinValues {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

const serverNames = { oldPin: 'oldPin', newPin: 'newPin', confirmPin: 'confirmPin' };

function PinChangeForm({
  length,
  failure,
  changing,
  onSubmit,
}: {
  length: number;
  failure: FlowFailure | null;
  changing: boolean;
  onSubmit: (values: PinValues) => void;
}) {
  const { t } = useLingui();
  const rules = useCredentialRules();
  const fieldMessage = useServerFieldMessage();
  const oldPinRef = useRef<HTMLInputElement>(null);
  const newPinRef = useRef<HTMLInputElement>(null);
  const confirmPinRef = useRef<HTMLInputElement>(null);
  const focusField = (name: keyof PinValues) =>
    ({ oldPin: oldPinRef, newPin: newPinRef, confirmPin: confirmPinRef })[name].current?.focus();
  const form = useForm<PinValues>({
    mode: 'controlled',
    initialValues: { oldPin: '', newPin: '', confirmPin: '' },
    validate: {
      oldPin: (value) => (value.length === length ? null : t`Enter all ${length} digits.`),
      // requirements#change-pin: the PIN rules, then compare-with-field (differs from the current one)
      newPin: (value, values) => rules.pin(length)(value) ?? rules.differs(values.oldPin)(value),
      confirmPin: (value, values) => (value ? rules.matches(values.newPin)(value) : t`Enter the new PIN again.`),
    },
  });

  useFailureEffect(failure, (failure) => {
    if (!failure) return;
    let focus: keyof PinValues | undefined;
    if (failure.kind === 'currentPinWrong') {
      form.setFieldValue('oldPin', '');
      focus = 'oldPin';
    } else if (failure.kind === 'pinReused') {
      form.setFieldError('newPin', t`Choose something different from the current one.`);
      focus = 'newPin';
    } else {
      const errors = serverFieldErrors(failure, serverNames, fieldMessage);
      form.setErrors(errors);
      focus = Object.keys(errors)[0] as keyof PinValues | undefined;
    }
    if (focus) focusField(focus);
  });

  return (
    <form
      noValidate
      aria-label={t`Change transaction PIN`}
      onSubmit={(e) => {
        e.preventDefault();
        const { errors } = form.validate();
        const first = (['oldPin', 'newPin', 'confirmPin'] as const).find((n) => errors[n]);
        if (first) focusField(first);
        else if (!changing) onSubmit(form.getValues());
      }}
    >
      <Stack gap="md">
        <FailureAlert failure={failure} title={t`The PIN was not changed`} />
        <PinField
          label={t`Current PIN`}
          required
          mask
          autoFocus
          length={length}
          value={form.values.oldPin}
          onChange={(value) => form.setFieldValue('oldPin', value)}
          error={form.errors.oldPin}
          disabled={changing}
          inputRef={oldPinRef}
        />
        <NewPinFields
          length={length}
          values={{ newPin: form.values.newPin, confirmPin: form.values.confirmPin }}
          errors={{ newPin: stringOrNull(form.errors.newPin), confirmPin: stringOrNull(form.errors.confirmPin) }}
          refs={{ newPin: newPinRef, confirmPin: confirmPinRef }}
          onChange={(name, value) => form.setFieldValue(name, value)}
          disabled={changing}
        />
        <Button type="submit" loading={changing} size="md">
          <Trans>Change PIN</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** the form's errors are ReactNodes; ours are always strings */
const stringOrNull = (error: unknown): string | null => (typeof error === 'string' ? error : null);
