import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { NICKNAME_MAX, type beneficiariesMachine, type NicknameProblem } from '../../../machines/beneficiaries.machine';
import { FailureAlert } from '../../ui/FailureAlert';

type Snapshot = SnapshotFrom<typeof beneficiariesMachine>;

const selectNickname = (s: Snapshot) => s.context.nickname;
const selectProblem = (s: Snapshot) => s.context.nicknameProblem;
const selectSaving = (s: Snapshot) => s.matches({ ready: { renaming: 'saving' } });
const selectFailure = (s: Snapshot) => (s.matches({ ready: 'renaming' }) ? s.context.failure : null);

/** A new nickname for the selected recipient, checked by the flow before it is sent. */
export function RenameDialog({ actor, opened }: { actor: ActorRefFrom<typeof beneficiariesMachine>; opened: boolean }) {
  const { t } = useLingui();
  const nickname = useSelector(actor, selectNickname);
  const problem = useSelector(actor, selectProblem);
  const saving = useSelector(actor, selectSaving);
  const failure = useSelector(actor, selectFailure);
  const messages: Record<NicknameProblem, string> = {
    required: t`Enter a nickname.`,
    tooLong: t`At most ${NICKNAME_MAX} characters.`,
    markup: t`A nickname cannot contain < or >.`,
  };
  return (
    <Modal
      opened={opened}
      onClose={() => (saving ? undefined : actor.send({ type: 'rename.cancel' }))}
      title={t`Edit nickname`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        noValidate
        aria-busy={saving}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'rename.submit' });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t`Nickname`}
            value={nickname}
            onChange={(e) => actor.send({ type: 'rename.change', nickname: e.currentTarget.value })}
            error={problem ? messages[problem] : null}
            maxLength={NICKNAME_MAX + 1}
            required
            data-autofocus
            dir="auto"
            disabled={saving}
          />
          <FailureAlert failure={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => actor.send({ type: 'rename.cancel' })} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
