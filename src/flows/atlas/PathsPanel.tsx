import { Alert, Button, Group, Loader, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import type { ScriptFormat } from '../../atlas/script';
import type { PathList, TracedPath } from '../../atlas/trace';
import classes from './atlas.module.css';

export type PathKind = 'shortest' | 'simple';

const PAGE_SIZE = 20;

/** The generated paths of the chosen machine: pick one to play it on the diagram, or export them all. */
export function PathsPanel({
  list,
  state,
  kind,
  playing,
  canPlay,
  onKind,
  onPlay,
  onRetry,
  onExport,
}: {
  list: PathList | null;
  state: 'generating' | 'failed' | 'listed';
  kind: PathKind;
  /** the index of the path on the diagram */
  playing: number | null;
  /** the diagram is drawn (a path plays on it) */
  canPlay: boolean;
  onKind: (kind: PathKind) => void;
  onPlay: (index: number, path: TracedPath) => void;
  onRetry: () => void;
  onExport: (format: Exclude<ScriptFormat, 'text'>) => void;
}) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  if (state === 'generating')
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t`Generating the paths…`}</Text>
      </Group>
    );
  if (state === 'failed' || !list)
    return (
      <Alert color="red" title={t`The paths could not be generated.`}>
        <Button size="xs" mt="xs" onClick={onRetry}>{t`Try again`}</Button>
      </Alert>
    );
  const paths = list[kind];
  const pages = Math.max(1, Math.ceil(paths.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const first = (shown - 1) * PAGE_SIZE;
  const count = paths.length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(v) => {
            setPage(1);
            onKind(v as PathKind);
          }}
          data={[
            { value: 'shortest', label: t`Shortest and covering` },
            { value: 'simple', label: t`Simple (loop-free)` },
          ]}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => onExport('markdown')}
          >
            {t`Test script (Markdown)`}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => onExport('csv')}>
            {t`Test script (CSV)`}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {kind === 'shortest' ? (
          <Trans>{count} paths: the shortest to every state, then one through every transition not yet taken.</Trans>
        ) : list.simpleComplete ? (
          <Trans>{count} loop-free paths to every state.</Trans>
        ) : (
          <Trans>The first {count} loop-free paths, taken in turns for every state (there are more).</Trans>
        )}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Path`}</Table.Th>
              <Table.Th>{t`Steps`}</Table.Th>
              <Table.Th>{t`Events`}</Table.Th>
              <Table.Th>{t`Ends in`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {paths.slice(first, first + PAGE_SIZE).map((path, i) => {
              const index = first + i;
              const number = index + 1;
              return (
                <Table.Tr
                  key={index}
                  className={classes.pathRow}
                  bg={playing === index ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant={playing === index ? 'filled' : 'light'}
                      leftSection={<IconPlayerPlayFilled size={12} className={classes.mirror} />}
                      aria-label={t`Play path ${number}`}
                      disabled={!canPlay}
                      onClick={() => onPlay(index, path)}
                    >
                      {i18n.number(number)}
                    </Button>
                  </Table.Td>
                  <Table.Td>{i18n.number(path.steps.length - 1)}</Table.Td>
                  <Table.Td className={classes.code}>
                    {path.steps
                      .slice(1)
                      .map((s) => s.what)
                      .join(' → ') || '—'}
                  </Table.Td>
                  <Table.Td className={`${classes.code} ${classes.nowrap}`}>{path.steps.at(-1)?.expect}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={shown}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : control,
          })}
        />
      ) : null}
    </Stack>
  );
}
