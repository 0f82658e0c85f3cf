import { Badge, Radio, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LiveActor } from '../../atlas/live';
import classes from './atlas.module.css';

/**
 * The running (and recently ended) actors of the chosen machine, in every portal tab that has
 * the atlas on: the diagram follows the most recent one, or the one QA picks.
 */
export function LivePanel({
  actors,
  followed,
  ownTab,
  onFollow,
}: {
  actors: readonly LiveActor[];
  /** the key of the actor followed; null follows the most recent */
  followed: string | null;
  ownTab: string;
  onFollow: (key: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  if (actors.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>
          Nothing running yet. Open the portal in another tab of this browser and use it: each of its flows of this kind
          appears here, and the diagram follows it.
        </Trans>
      </Text>
    );
  const leaves = (a: LiveActor) => a.states.filter((id) => !a.states.some((o) => o.startsWith(`${id}.`)));
  const status = (a: LiveActor) =>
    a.status === 'active' ? (
      <Badge size="sm" color="blue" variant="light">
        {t`running`}
      </Badge>
    ) : (
      <Badge size="sm" color="gray" variant="light">
        {a.status === 'done' ? t`finished` : a.status === 'error' ? t`failed` : t`stopped`}
      </Badge>
    );
  return (
    <Stack gap="xs">
      <Radio.Group value={followed ?? ''} onChange={(v) => onFollow(v || null)} label={t`Follow`}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t`Tab`}</Table.Th>
                <Table.Th>{t`State`}</Table.Th>
                <Table.Th>{t`Last event`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Seen`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>
                  <Radio value="" aria-label={t`Follow the most recent`} />
                </Table.Td>
                <Table.Td colSpan={5}>
                  <Text size="sm">{t`The most recent`}</Text>
                </Table.Td>
              </Table.Tr>
              {actors.map((a) => (
                <Table.Tr key={a.key} data-actor={a.key}>
                  <Table.Td>
                    <Radio value={a.key} aria-label={t`Follow ${a.actor}`} />
                  </Table.Td>
                  <Table.Td>{a.tab === ownTab ? t`this tab` : a.tab.slice(0, 8)}</Table.Td>
                  <Table.Td className={classes.code}>
                    {leaves(a)
                      .map((id) => id.slice(a.machine.length + 1))
                      .join(', ')}
                  </Table.Td>
                  <Table.Td className={classes.code}>{a.event}</Table.Td>
                  <Table.Td>{status(a)}</Table.Td>
                  <Table.Td>{i18n.date(new Date(a.at), { timeStyle: 'medium' })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Radio.Group>
    </Stack>
  );
}
