import { ActionIcon, Alert, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconPencil, IconPlus, IconRefresh, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { matchingRecipients, type beneficiariesMachine } from '../../../machines/beneficiaries.machine';
import type { Beneficiary } from '../../api/contract/beneficiaries';
import { findService } from '../../config/routes';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { selectMenu, useShellConfiguration } from '../../shell/configuration/ShellConfiguration';
import { ButtonLink } from '../../ui/ButtonLink';
import { DeleteWithAuthentication } from '../../ui/DeleteWithAuthentication';
import { FailureAlert } from '../../ui/FailureAlert';
import { useActiveLocale } from '../../ui/hooks';
import { usePinLength } from '../../ui/NewPinFields';
import { PageTitle } from '../../ui/PageTitle';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { beneficiariesLogic } from './beneficiaries.logic';
import { RenameDialog } from './RenameDialog';

type Snapshot = SnapshotFrom<typeof beneficiariesMachine>;
type Step = 'loading' | 'failed' | 'ready';

/** requirements#beneficiaries: the service that saves a recipient (the favourites service) */
export const ADD_SERVICE_ROUTE = '/app/service/favourites';

const selectStep = (s: Snapshot): Step => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
/** the flow carries the contract's saved recipients without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as Beneficiary[];
const selectQuery = (s: Snapshot) => s.context.query;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectNotice = (s: Snapshot) => s.context.notice;
const selectSelected = (s: Snapshot) => s.context.rows.find((row) => row.id === s.context.selectedId) ?? null;
const selectDeleting = (s: Snapshot) => s.matches({ ready: 'deleting' });
const selectRemoving = (s: Snapshot) => s.matches({ ready: { deleting: 'removing' } });
const selectRenaming = (s: Snapshot) => s.matches({ ready: 'renaming' });
const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' });

function RecipientRow({
  row,
  disabled,
  onRename,
  onDelete,
}: {
  row: Beneficiary;
  disabled: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const nickname = row.nickname;
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            <bdi>{nickname}</bdi>
          </Text>
          <Text size="sm" c="dimmed">
            <span dir="ltr">{row.mobile}</span>
            {row.holderName ? (
              <>
                {' · '}
                <bdi>{row.holderName}</bdi>
              </>
            ) : (
              <>
                {' · '}
                <Trans>no active wallet</Trans>
              </>
            )}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={t`Edit nickname`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Edit the nickname of ${nickname}`}
              disabled={disabled}
              onClick={onRename}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Delete`}>
            <ActionIcon
              variant="light"
              color="danger"
              size="lg"
              aria-label={t`Delete ${nickname}`}
              disabled={disabled}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /app/beneficiary/list (requirements#beneficiaries): the user's saved recipients, searched as
 * typed, a nickname edited, one deleted with the transaction PIN (DeleteWithAuthentication); new
 * ones are saved through the favourites service when the category's menus offer it.
 */
export function BeneficiariesPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const pinLength = usePinLength();
  const { menu } = useShellConfiguration();
  const addService = useSelector(menu, (s) => {
    const configured = selectMenu(s);
    return configured ? findService(configured, ADD_SERVICE_ROUTE, locale) : null;
  });

  const [logic] = useState(() => beneficiariesLogic(platform));
  const actor = useFlowActor(logic, { input: { pinLength } });
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const query = useSelector(actor, selectQuery);
  const failure = useSelector(actor, selectFailure);
  const notice = useSelector(actor, selectNotice);
  const selected = useSelector(actor, selectSelected);
  const deleting = useSelector(actor, selectDeleting);
  const removing = useSelector(actor, selectRemoving);
  const renaming = useSelector(actor, selectRenaming);
  const idle = useSelector(actor, selectIdle);
  const visible = matchingRecipients(rows, query) as Beneficiary[];
  const shown = visible.length;
  const total = rows.length;
  const changed = notice?.nickname ?? '';
  const nickname = selected?.nickname ?? '';
  const mobile = selected?.mobile ?? '';

  // the deleted row's button is gone with it: the search keeps keyboard users on the list
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (notice?.kind === 'deleted') search.current?.focus();
  }, [notice]);

  const addLink = addService ? (
    <ButtonLink
      to="/app/service/$serviceId"
      params={{ serviceId: 'favourites' }}
      leftSection={<IconPlus size={16} aria-hidden />}
    >
      <Trans>Add a recipient</Trans>
    </ButtonLink>
  ) : null;

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>
          <Trans>Beneficiaries</Trans>
        </PageTitle>
        <Group gap="xs">
          <Tooltip label={t`Refresh`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Refresh`}
              disabled={!idle}
              onClick={() => actor.send({ type: 'list.refresh' })}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {addLink}
        </Group>
      </Group>
      <Text c="dimmed">
        <Trans>The people you send money to often. Choose one in Send money instead of typing the number.</Trans>
      </Text>

      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading your beneficiaries…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`Your beneficiaries could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : (
        <Stack gap="md">
          <div aria-live="polite" role="status">
            {notice ? (
              <Alert color="success" variant="light" icon={<IconCheck aria-hidden />}>
                {notice.kind === 'deleted' ? (
                  <Trans>
                    <bdi>{changed}</bdi> was deleted.
                  </Trans>
                ) : (
                  <Trans>
                    The nickname is now <bdi>{changed}</bdi>.
                  </Trans>
                )}
              </Alert>
            ) : null}
          </div>
          {idle ? <FailureAlert failure={failure} /> : null}
          {rows.length === 0 ? (
            <Paper withBorder radius="lg" p="xl" ta="center">
              <Stack gap="xs" align="center">
                <IconUsers size={32} aria-hidden color="var(--mantine-color-dimmed)" />
                <Text fw={600}>
                  <Trans>You have no saved beneficiaries yet.</Trans>
                </Text>
                {addLink}
              </Stack>
            </Paper>
          ) : (
            <>
              <TextInput
                ref={search}
                label={t`Search`}
                placeholder={t`Nickname, name or number`}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={query}
                onChange={(e) => actor.send({ type: 'search.change', query: e.currentTarget.value })}
                maw={420}
                dir="auto"
              />
              {shown === 0 ? (
                <Text role="status">
                  <Trans>
                    No beneficiary matches “<bdi>{query}</bdi>”.
                  </Trans>
                </Text>
              ) : (
                <Stack component="ul" gap="sm" m={0} p={0} aria-label={t`Beneficiaries`}>
                  {visible.map((row) => (
                    <RecipientRow
                      key={row.id}
                      row={row}
                      disabled={!idle}
                      onRename={() => actor.send({ type: 'rename.start', id: row.id })}
                      onDelete={() => actor.send({ type: 'delete.start', id: row.id })}
                    />
                  ))}
                </Stack>
              )}
              <Text size="sm" c="dimmed">
                <Trans>
                  Showing {shown} of {total}
                </Trans>
              </Text>
            </>
          )}
        </Stack>
      )}

      <RenameDialog actor={actor} opened={renaming} />
      <DeleteWithAuthentication
        opened={deleting}
        title={t`Delete a beneficiary`}
        pinLength={pinLength}
        failure={deleting ? failure : null}
        busy={removing}
        onConfirm={(pin) => actor.send({ type: 'delete.confirm', pin })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
      >
        {selected ? (
          <Trans>
            <bdi>{nickname}</bdi> (<span dir="ltr">{mobile}</span>) will no longer be offered when you send money.
          </Trans>
        ) : null}
      </DeleteWithAuthentication>
    </Stack>
  );
}
