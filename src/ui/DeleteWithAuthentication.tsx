import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { FailureAlert } from './FailureAlert';
import { PinField } from './PinField';

interface Props {
  opened: boolean;
  title: string;
  /** what goes, said plainly (user data inside <bdi>) */
  children: ReactNode;
  pinLength: number;
  /** the last refusal (a wrong or locked PIN): the PIN is cleared and asked again */
  failure: FlowFailure | null;
  busy: boolean;
  onConfirm: (pin: string) => void;
  onCancel: () => void;
  /** what the confirming button says and shows when the PIN confirms something else than a deletion (a payment) */
  confirm?: { label: string; icon: ReactNode; color?: string };
}

/**
 * The DeleteWithAuthentication widget: a deletion confirmed by the transaction PIN. The PIN is
 * this dialog's own as typed (the flow sends it on and keeps none); a refusal clears it and puts
 * the focus back on the first box.
 */
export function DeleteWithAuthentication({
  opened,
  title,
  children,
  pinLength,
  failure,
  busy,
  onConfirm,
  onCancel,
  confirm,
}: Props) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const first = useRef<HTMLInputElement>(null);

  const [seenFailure, setSeenFailure] = useState(failure);
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    if (failure) setPin('');
  }
  useEffect(() => {
    if (failure) first.current?.focus();
  }, [failure]);
  // the dialog's focus trap starts on its close button: the PIN comes first. After the opening
  // transition, and on the next frame after opening: with reduced motion there is no transition,
  // and its onEntered runs before the boxes are there
  useEffect(() => {
    if (!opened) return;
    const frame = requestAnimationFrame(() => first.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) setPin('');
  }

  const attemptsLeft = failure?.kind === 'pinWrong' ? failure.attemptsLeft : undefined;
  return (
    <Modal
      opened={opened}
      onClose={() => (busy ? undefined : onCancel())}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      transitionProps={{ onEntered: () => first.current?.focus() }}
    >
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          if (pin.length === pinLength) onConfirm(pin);
        }}
      >
        <Stack gap="md">
          <Text>{children}</Text>
          <PinField
            label={t`Transaction PIN`}
            description={t`Enter your transaction PIN to confirm.`}
            length={pinLength}
            value={pin}
            onChange={setPin}
            mask
            autoFocus
            required
            invalid={failure !== null}
            disabled={busy}
            inputRef={first}
          />
          <FailureAlert failure={failure}>
            {attemptsLeft !== undefined ? (
              <Text size="sm" mt={4}>
                <Trans>Attempts left before payments are locked: {attemptsLeft}</Trans>
              </Text>
            ) : null}
          </FailureAlert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              color={confirm ? (confirm.color ?? 'primary') : 'danger'}
              leftSection={confirm ? confirm.icon : <IconTrash size={16} aria-hidden />}
              loading={busy}
              disabled={pin.length !== pinLength}
            >
              {confirm ? confirm.label : <Trans>Delete</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
