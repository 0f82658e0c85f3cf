import { ActionIcon, Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { beneficiariesMachine } from '../../machines/beneficiaries.machine';
import { configuredLink } from '../config/routes';
import { beneficiariesLogic } from '../flows/beneficiaries/beneficiaries.logic';
import { useApp } from '../platform/context';
import { useFlowActor } from '../platform/flowInspector';
import { DeleteWithAuthentication } from '../ui/DeleteWithAuthentication';
import { usePinLength } from '../ui/NewPinFields';
import type { WidgetProps } from '../ui/widgetData';
import { WidgetFrame } from '../ui/WidgetFrame';

type Snapshot = SnapshotFrom<typeof beneficiariesMachine>;
/** the few a dashboard glance holds; the list page has them all */
const SHOWN = 3;

const selectStep = (s: Snapshot) => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
const selectRows = (s: Snapshot) => s.context.rows;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectSelected = (s: Snapshot) => s.context.rows.find((row) => row.id === s.context.selectedId) ?? null;
const selectDeleting = (s: Snapshot) => s.matches({ ready: 'deleting' });
const selectRemoving = (s: Snapshot) => s.matches({ ready: { deleting: 'removing' } });
const selectIdle = (s: Snapshot) => s.matches({ ready: 'idle' });

/** What the deletion does, worded as the list page words it. */
function Removal({ nickname, mobile }: { nickname: string; mobile: string }) {
  return (
    <Trans>
      <bdi>{nickname}</bdi> (<span dir="ltr">{mobile}</span>) will no longer be offered when you send money.
    </Trans>
  );
}

/**
 * The DeleteWithAuthentication widget: the saved beneficiaries at a glance, each deleted only with
 * the transaction PIN (a wrong PIN deletes nothing and asks again). Its actor is the beneficiaries
 * flow itself, so the rules are the list page's.
 */
export default function DeleteWithAuthenticationWidget(_: WidgetProps) {
  const { t } = useLingui();
  const { platform } = useApp();
  const pinLength = usePinLength();
  const [logic] = useState(() => beneficiariesLogic(platform));
  const actor = useFlowActor(logic, { input: { pinLength } });
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const failure = useSelector(actor, selectFailure);
  const selected = useSelector(actor, selectSelected);
  const deleting = useSelector(actor, selectDeleting);
  const removing = useSelector(actor, selectRemoving);
  const idle = useSelector(actor, selectIdle);

  // the list page's states, drawn as every widget draws them: "ready" with nobody saved is empty
  const frameStep = step === 'ready' && rows.length === 0 ? 'empty' : step;
  return (
    <WidgetFrame
      title={t`Beneficiaries`}
      icon={<IconUsers size={20} aria-hidden />}
      action={
        <Anchor component={Link} size="sm" {...configuredLink('/app/beneficiary/list')}>
          <Trans>See all</Trans>
        </Anchor>
      }
      step={frameStep}
      failure={failure}
      onRetry={() => actor.send({ type: 'list.retry' })}
      empty={t`No saved beneficiaries yet.`}
      skeleton={<Skeleton h={120} radius="md" />}
    >
      {step === 'ready' ? (
        <>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.slice(0, SHOWN).map((row) => {
              const nickname = row.nickname;
              return (
                <Group key={row.id} component="li" justify="space-between" wrap="nowrap" py={6}>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={500} truncate>
                      <bdi>{row.nickname}</bdi>
                    </Text>
                    <Text size="xs" c="dimmed" dir="ltr" ta="start">
                      {row.mobile}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    disabled={!idle}
                    aria-label={t`Delete ${nickname}`}
                    onClick={() => actor.send({ type: 'delete.start', id: row.id })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
          <DeleteWithAuthentication
            opened={deleting}
            title={t`Delete a beneficiary`}
            pinLength={pinLength}
            failure={deleting ? failure : null}
            busy={removing}
            onConfirm={(pin) => actor.send({ type: 'delete.confirm', pin })}
            onCancel={() => actor.send({ type: 'delete.cancel' })}
          >
            {selected ? <Removal nickname={selected.nickname} mobile={selected.mobile} /> : null}
          </DeleteWithAuthentication>
        </>
      ) : null}
    </WidgetFrame>
  );
}
