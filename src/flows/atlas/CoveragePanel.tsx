import { Alert, Button, FileButton, Group, List, Loader, Stack, Switch, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFileUpload, IconRefresh } from '@tabler/icons-react';
import { percent, type MachineCoverage } from '../../atlas/coverage';
import classes from './atlas.module.css';

/** The chosen machine's coverage by the path tests, and where it comes from. */
export function CoveragePanel({
  coverage,
  loading,
  failed,
  fromFile,
  shown,
  onShow,
  onOpenFile,
  onReload,
}: {
  coverage: MachineCoverage | null;
  loading: boolean;
  /** the last load failed (the coverage shown, if any, is the one before) */
  failed: boolean;
  fromFile: boolean;
  shown: boolean;
  onShow: (on: boolean) => void;
  onOpenFile: (file: File) => void;
  onReload: () => void;
}) {
  const { t, i18n } = useLingui();
  const pct = (p: { total: number; covered: number }) =>
    i18n.number(percent(p) / 100, { style: 'percent', maximumFractionDigits: 1 });
  const figures = coverage && {
    states: `${i18n.number(coverage.states.covered)}/${i18n.number(coverage.states.total)} (${pct(coverage.states)})`,
    transitions: `${i18n.number(coverage.transitions.covered)}/${i18n.number(coverage.transitions.total)} (${pct(coverage.transitions)})`,
    paths: i18n.number(coverage.paths),
  };
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <FileButton onChange={(file) => file && onOpenFile(file)} accept="application/json,.json">
          {(props) => (
            <Button size="xs" variant="default" leftSection={<IconFileUpload size={14} />} {...props}>
              {t`Open a coverage file…`}
            </Button>
          )}
        </FileButton>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
          loading={loading}
        >
          {t`Reload`}
        </Button>
        <Switch
          checked={shown}
          onChange={(e) => onShow(e.currentTarget.checked)}
          label={t`Mark what the tests never reach in red`}
          disabled={!coverage}
        />
      </Group>
      {failed ? (
        <Alert color="red" title={t`The coverage could not be read.`}>
          {fromFile
            ? t`The file is not a coverage report written by the path tests.`
            : t`Try again, or open a coverage file.`}
        </Alert>
      ) : null}
      {loading && !coverage ? <Loader size="sm" aria-label={t`Loading the coverage`} /> : null}
      {!loading && !coverage && !failed ? (
        <Text size="sm" c="dimmed">
          <Trans>
            No coverage report for this statechart. Run npm test (its path tests write one per statechart into
            test-results/machine-coverage), then reload — or open a coverage file.
          </Trans>
        </Text>
      ) : null}
      {figures ? (
        <>
          <Text size="sm">
            <Trans>
              States reached: {figures.states}. Transitions taken: {figures.transitions}. Paths: {figures.paths}.
            </Trans>
          </Text>
          {coverage!.states.missing.length + coverage!.transitions.missing.length === 0 ? (
            <Text size="sm" c="teal">{t`The path tests reach every state and take every transition.`}</Text>
          ) : (
            <>
              <Text size="sm" c="red" fw={600}>{t`Never reached by the path tests:`}</Text>
              <List size="sm" c="red">
                {[...coverage!.states.missing, ...coverage!.transitions.missing].map((item) => (
                  <List.Item key={item}>
                    <span className={classes.code}>{item}</span>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
