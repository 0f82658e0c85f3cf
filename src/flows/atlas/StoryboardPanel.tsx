import { Alert, Badge, Button, Group, Loader, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import { percent, type MachineCoverage } from '../../atlas/coverage';
import {
  isMarked,
  markedStates,
  parseVariant,
  shotUrl,
  type StoryboardManifest,
  type StoryboardShot,
} from '../../atlas/storyboard';
import classes from './atlas.module.css';

/**
 * Issue 22: the chosen machine's storyboard — the screen the browser walk saw at a state (chosen
 * here or by a click on the chart), in each variant it took, marked when it changed since the
 * previous run — and how much of the chart the browser reached, beside the path tests.
 */
export function StoryboardPanel({
  machineId,
  stateIds,
  selected,
  onSelect,
  manifest,
  configured,
  loading,
  failed,
  baseUrl,
  browserCoverage,
  pathCoverage,
  onReload,
}: {
  machineId: string;
  /** the chart's states (not its root), in drawing order */
  stateIds: readonly string[];
  selected: string | null;
  onSelect: (stateId: string | null) => void;
  /** null: no storyboard (no run yet, or no URL configured) */
  manifest: StoryboardManifest | null;
  configured: boolean;
  loading: boolean;
  /** the last load failed (the storyboard shown, if any, is the one before) */
  failed: boolean;
  baseUrl: string | null;
  browserCoverage: MachineCoverage | null;
  pathCoverage: MachineCoverage | null;
  onReload: () => void;
}) {
  const { t, i18n } = useLingui();
  const screens = manifest?.machines[machineId] ?? null;
  const marked = manifest ? new Set(markedStates(manifest, machineId)) : new Set<string>();
  const shots = selected && screens ? (screens[selected] ?? []) : [];
  const figures = (p: { total: number; covered: number } | undefined) =>
    p
      ? `${i18n.number(p.covered)}/${i18n.number(p.total)} (${i18n.number(percent(p) / 100, { style: 'percent', maximumFractionDigits: 1 })})`
      : '—';
  const languageName = (locale: string) => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(locale) ?? locale;
    } catch {
      return locale;
    }
  };
  const variantLabel = (id: string) => {
    const variant = parseVariant(id);
    if (!variant) return id;
    const scheme = variant.scheme === 'dark' ? t`dark` : t`light`;
    const device = variant.device === 'phone' ? t`phone` : t`desktop`;
    return t`${languageName(variant.locale)}, ${scheme}, ${device}`;
  };
  const stateLabel = (id: string) => {
    const name = id.slice(machineId.length + 1);
    if (!screens?.[id]?.length) return t`${name} (no screen)`;
    return marked.has(id) ? t`${name} (changed)` : name;
  };
  const statusText = (shot: StoryboardShot) =>
    shot.status === 'changed' ? t`Changed since the previous run` : t`New since the previous run`;
  const takenAt = manifest
    ? i18n.date(new Date(manifest.createdAt), { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const withScreens = screens ? stateIds.filter((id) => (screens[id]?.length ?? 0) > 0).length : 0;

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="sm" fw={600}>{t`Reached in the browser and by the path tests`}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
          loading={loading}
        >
          {t`Reload`}
        </Button>
      </Group>
      <Table withTableBorder maw={560} fz="sm" data-storyboard-coverage>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Reached`}</Table.Th>
            <Table.Th scope="col">{t`In the browser`}</Table.Th>
            <Table.Th scope="col">{t`By the path tests`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{t`States`}</Table.Th>
            <Table.Td>
              <span dir="ltr">{figures(browserCoverage?.states)}</span>
            </Table.Td>
            <Table.Td>
              <span dir="ltr">{figures(pathCoverage?.states)}</span>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t`Transitions`}</Table.Th>
            <Table.Td>
              <span dir="ltr">{figures(browserCoverage?.transitions)}</span>
            </Table.Td>
            <Table.Td>
              <span dir="ltr">{figures(pathCoverage?.transitions)}</span>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {!browserCoverage ? (
        <Text
          size="sm"
          c="dimmed"
        >{t`No browser coverage for this statechart: no model path walks it in the browser yet.`}</Text>
      ) : null}

      {failed ? (
        <Alert color="red" title={t`The storyboard could not be read.`}>
          {t`Try again once the model paths have run.`}
        </Alert>
      ) : null}
      {loading && !manifest ? <Loader size="sm" aria-label={t`Loading the storyboard`} /> : null}
      {!loading && !failed && !manifest ? (
        <Text size="sm" c="dimmed" data-storyboard-missing>
          {configured ? (
            <Trans>
              No storyboard yet. Run npm test (its model paths take a screenshot of each state into
              test-results/storyboard) or npm run test:model, then reload.
            </Trans>
          ) : (
            <Trans>No storyboard: the runtime configuration names no storyboard URL (atlasStoryboardUrl).</Trans>
          )}
        </Text>
      ) : null}
      {manifest && !screens ? (
        <Text size="sm" c="dimmed" data-storyboard-missing>
          {t`The storyboard has no screens of this statechart: no model path walks it in the browser yet.`}
        </Text>
      ) : null}
      {manifest && screens ? (
        <>
          <Text size="sm">
            {manifest.comparedWith
              ? t`Screens of ${i18n.number(withScreens)} of ${i18n.number(stateIds.length)} states, taken ${takenAt}; ${i18n.number(marked.size)} changed since the previous run.`
              : t`Screens of ${i18n.number(withScreens)} of ${i18n.number(stateIds.length)} states, taken ${takenAt} (the first run: nothing to compare with).`}
          </Text>
          <Select
            label={t`State`}
            description={t`Or click a state in the diagram.`}
            placeholder={t`Choose a state`}
            data={stateIds.map((id) => ({ value: id, label: stateLabel(id) }))}
            value={selected}
            onChange={onSelect}
            searchable
            maw={420}
          />
          {selected && shots.length === 0 ? (
            <Text
              size="sm"
              c="dimmed"
            >{t`No screen of this state: the browser walk did not reach it in the last run.`}</Text>
          ) : null}
          {selected && shots.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: shots.length > 1 ? 2 : 1 }} spacing="md">
              {shots.map((shot) => (
                <figure key={shot.variant} className={classes.shot} data-variant={shot.variant}>
                  <img
                    src={baseUrl ? shotUrl(baseUrl, machineId, shot) : undefined}
                    alt={t`Screen of ${selected} (${variantLabel(shot.variant)})`}
                    className={parseVariant(shot.variant)?.device === 'phone' ? classes.phoneShot : classes.shotImage}
                    loading="lazy"
                  />
                  <figcaption>
                    <Group gap={6} wrap="wrap">
                      <span className={classes.code}>{selected}</span>
                      <Text span size="xs" c="dimmed">
                        {variantLabel(shot.variant)}
                      </Text>
                      {isMarked(shot) && manifest.comparedWith ? (
                        <Badge size="sm" color="orange" variant="light" data-changed={shot.status}>
                          {statusText(shot)}
                        </Badge>
                      ) : null}
                    </Group>
                  </figcaption>
                </figure>
              ))}
            </SimpleGrid>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
