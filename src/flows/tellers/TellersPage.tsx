import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { matchingMembers, type TellerField, type tellersMachine } from '../../../machines/tellers.machine';
import type { TeamMember } from '../../api/contract/teams';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { DataTable } from '../../ui/dataTable/DataTable';
import type { DataColumn } from '../../ui/dataTable/types';
import { FailureAlert } from '../../ui/FailureAlert';
import { PageTitle } from '../../ui/PageTitle';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { tellersLogic } from './tellers.logic';

type Snapshot = SnapshotFrom<typeof tellersMachine>;
type Step = 'loading' | 'failed' | 'ready';

const selectStep = (s: Snapshot): Step => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
/** the flow carries the contract's members without looking inside */
const selectRows = (s: Snapshot) => s.context.rows as TeamMember[];
const selectQuery = (s: Snapshot) => s.context.query;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectNotice = (s: Snapshot) => s.context.notice;
const selectForm = (s: Snapshot) => s.context.form;
const selectProblems = (s: Snapshot) => s.context.problems;
const selectLimit = (s: Snapshot) => s.context.limit;
const selectCreating = (s: Snapshot) => s.matches({ ready: 'creating' });
const selectSaving = (s: Snapshot) =>
  s.matches({ ready: { creating: 'saving' } }) || s.matches({ ready: { limiting: 'saving' } });
const selectLimiting = (s: Snapshot) => s.matches({ ready: 'limiting' });
const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' });
const selectSelectedName = (s: Snapshot) => s.context.rows.find((r) => r.id === s.context.selectedId)?.name ?? '';
/** a teller shares its enterprise's menus: the page shows it its own place in the team, read only */
const selectIsTeller = (s: { context: { user: { subType: string | null } | null } }) =>
  s.context.user?.subType === 'TELLER';

/**
 * /app/table-list/manage-teller (issue 16 part 9): the enterprise's branches and tellers (a branch
 * sees its own tellers), searched as typed; a teller created, disabled or enabled, its password
 * reset (a link is sent to it), its daily limit set.
 */
export function TellersPage() {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const readOnly = useSelector(actors.session, selectIsTeller);
  const [logic] = useState(() => tellersLogic(platform));
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const query = useSelector(actor, selectQuery);
  const failure = useSelector(actor, selectFailure);
  const notice = useSelector(actor, selectNotice);
  const form = useSelector(actor, selectForm);
  const problems = useSelector(actor, selectProblems);
  const limit = useSelector(actor, selectLimit);
  const creating = useSelector(actor, selectCreating);
  const saving = useSelector(actor, selectSaving);
  const limiting = useSelector(actor, selectLimiting);
  const idle = useSelector(actor, selectIdle);
  const selectedName = useSelector(actor, selectSelectedName);
  const visible = matchingMembers(rows, query);
  const branches = rows.filter((r) => r.role === 'BRANCH');

  const problemText = (field: TellerField): string | undefined => {
    const p = problems[field];
    if (p === undefined) return undefined;
    if (p === 'required') return t`Required.`;
    switch (field) {
      case 'name':
        return t`Enter 2–64 characters, no < or >.`;
      case 'mobile':
        return t`Enter 10 digits starting with 7.`;
      case 'login':
        return t`Use 3–32 letters, digits, dot, dash or underscore, starting with a letter.`;
      default:
        return t`Enter an amount up to 1,000,000,000 with at most 2 decimal places.`;
    }
  };

  const columns = useMemo(
    (): DataColumn<TeamMember>[] => [
      { id: 'name', header: t`Name`, cell: (row) => <bdi>{row.name}</bdi> },
      { id: 'role', header: t`Role`, cell: (row) => (row.role === 'BRANCH' ? t`Branch` : t`Teller`) },
      { id: 'login', header: t`Login`, cell: (row) => <bdi>{row.login}</bdi>, hideable: true },
      { id: 'mobile', header: t`Mobile`, cell: (row) => <span dir="ltr">{row.mobile}</span>, hideable: true },
      { id: 'branch', header: t`Branch`, cell: (row) => <bdi>{row.branchName ?? ''}</bdi>, hideable: true },
      {
        id: 'limit',
        header: t`Daily limit (IQD)`,
        numeric: true,
        cell: (row) => <span dir="ltr">{row.dailyLimit ?? '—'}</span>,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (row) =>
          row.enabled ? <Badge variant="default">{t`Enabled`}</Badge> : <Badge variant="default">{t`Disabled`}</Badge>,
      },
      ...(readOnly
        ? []
        : [
            {
              id: 'actions',
              header: t`Actions`,
              width: 330,
              cell: (row) =>
                row.role === 'TELLER' ? (
                  <Group gap={4} wrap="wrap">
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={!idle}
                      aria-label={row.enabled ? t`Disable ${row.name}` : t`Enable ${row.name}`}
                      onClick={() => actor.send({ type: row.enabled ? 'teller.disable' : 'teller.enable', id: row.id })}
                    >
                      {row.enabled ? t`Disable` : t`Enable`}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={!idle || !row.enabled}
                      aria-label={t`Reset password for ${row.name}`}
                      onClick={() => actor.send({ type: 'teller.reset', id: row.id })}
                    >
                      {t`Reset password`}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={!idle}
                      aria-label={t`Set limit for ${row.name}`}
                      onClick={() => actor.send({ type: 'limit.start', id: row.id })}
                    >
                      {t`Set limit`}
                    </Button>
                  </Group>
                ) : null,
            } satisfies DataColumn<TeamMember>,
          ]),
    ],
    [t, idle, actor, readOnly],
  );

  const noticeText =
    notice === null
      ? ''
      : notice.kind === 'created'
        ? t`Teller ${notice.name} created. Reset its password to send it a sign-in link.`
        : notice.kind === 'enabled'
          ? t`${notice.name} is enabled.`
          : notice.kind === 'disabled'
            ? t`${notice.name} is disabled and can no longer sign in.`
            : notice.kind === 'reset'
              ? t`A password reset link was sent to ${notice.name}.`
              : t`The daily limit of ${notice.name} is set.`;

  const change = (field: TellerField) => (value: string) => actor.send({ type: 'create.change', field, value });
  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'create.submit' });
  };
  const submitLimit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'limit.submit' });
  };

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle>{readOnly ? <Trans>Your place in the team</Trans> : <Trans>Manage tellers</Trans>}</PageTitle>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            disabled={!idle}
            onClick={() => actor.send({ type: 'list.refresh' })}
          >
            <Trans>Refresh</Trans>
          </Button>
          {readOnly ? null : (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!idle}
              onClick={() => actor.send({ type: 'create.start' })}
            >
              <Trans>Add a teller</Trans>
            </Button>
          )}
        </Group>
      </Group>
      {readOnly ? (
        <Text c="dimmed">
          <Trans>Your branch manages your account and sets your daily limit.</Trans>
        </Text>
      ) : null}
      {readOnly ? null : (
        <TextInput
          label={t`Search`}
          placeholder={t`Name, login or mobile`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          dir="auto"
          maw={360}
          onChange={(event) => actor.send({ type: 'search.change', query: event.currentTarget.value })}
        />
      )}
      <div role="status" aria-live="polite">
        {noticeText !== '' ? (
          <Alert color="green" variant="light">
            <bdi>{noticeText}</bdi>
          </Alert>
        ) : null}
      </div>
      {step === 'loading' ? (
        <LoadingStatus>
          <Trans>Loading your team…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`Your team could not be loaded`}
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      ) : (
        <Stack gap="sm">
          {idle && failure !== null ? <FailureAlert failure={failure} title={t`The change was not made`} /> : null}
          <DataTable columns={columns} rows={visible} rowKey={(row) => row.id} caption={t`Branches and tellers`} />
        </Stack>
      )}

      <Modal
        opened={creating}
        onClose={() => actor.send({ type: 'create.cancel' })}
        title={t`Add a teller`}
        closeOnClickOutside={!saving}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form onSubmit={submitCreate} noValidate>
          <Stack gap="sm">
            {failure !== null ? <FailureAlert failure={failure} title={t`The teller was not created`} /> : null}
            <TextInput
              label={t`Name`}
              required
              dir="auto"
              value={form.name}
              error={problemText('name')}
              onChange={(e) => change('name')(e.currentTarget.value)}
            />
            <TextInput
              label={t`Mobile`}
              required
              dir="ltr"
              inputMode="numeric"
              value={form.mobile}
              error={problemText('mobile')}
              onChange={(e) => change('mobile')(e.currentTarget.value)}
            />
            <TextInput
              label={t`Login`}
              required
              dir="ltr"
              autoComplete="off"
              value={form.login}
              error={problemText('login')}
              onChange={(e) => change('login')(e.currentTarget.value)}
            />
            {branches.length > 0 ? (
              <Select
                label={t`Branch`}
                value={form.branchId}
                allowDeselect={false}
                data={[
                  { value: '', label: t`No branch (directly under you)` },
                  ...branches.map((b) => ({ value: b.id, label: b.name })),
                ]}
                onChange={(value) => change('branchId')(value ?? '')}
              />
            ) : null}
            <TextInput
              label={t`Daily limit (IQD)`}
              required
              dir="ltr"
              inputMode="decimal"
              value={form.dailyLimit}
              error={problemText('dailyLimit')}
              onChange={(e) => change('dailyLimit')(e.currentTarget.value)}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" disabled={saving} onClick={() => actor.send({ type: 'create.cancel' })}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={saving}>
                <Trans>Create teller</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={limiting}
        onClose={() => actor.send({ type: 'limit.cancel' })}
        title={t`Set the daily limit of ${selectedName}`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form onSubmit={submitLimit} noValidate>
          <Stack gap="sm">
            {failure !== null ? <FailureAlert failure={failure} title={t`The limit was not set`} /> : null}
            <TextInput
              label={t`Daily limit (IQD)`}
              required
              dir="ltr"
              inputMode="decimal"
              value={limit}
              onChange={(e) => actor.send({ type: 'limit.change', value: e.currentTarget.value })}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" disabled={saving} onClick={() => actor.send({ type: 'limit.cancel' })}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={saving}>
                <Trans>Save limit</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
