import { Alert, Badge, Button, Grid, Group, Loader, Menu, Stack, Tabs, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { atlasMachine } from '../../../machines/atlas.machine';
import type { ConfigurationContext } from '../../../machines/configuration.machine';
import { useApp } from '../../platform/context';
import { flowInspector, useFlowActor } from '../../platform/flowInspector';
import {
  atlasLogic,
  CoverageSource,
  coverageLogic,
  storyboardLogic,
  type LoadedStoryboard,
  type TimedLayout,
} from './atlas.logic';
import { AtlasWorkers } from '../../atlas/workers';
import type { ChartHighlight } from '../../atlas/ChartSvg';
import { ensureAtlasMessages } from '../../atlas/catalog';
import { coverageMarks, percent, type MachineCoverage } from '../../atlas/coverage';
import { markedStates } from '../../atlas/storyboard';
import { downloadText } from '../../atlas/download';
import { actorsOf, LiveStore } from '../../atlas/live';
import { machineTexts } from '../../atlas/machineTexts';
import { toMermaid } from '../../atlas/mermaid';
import { formatScript, type ScriptFormat, type ScriptTexts } from '../../atlas/script';
import type { PathList } from '../../atlas/trace';
import { PublicLayout } from '../../shell/layout/PublicLayout';
import { canShow, useChartLinks } from './chartLinks';
import { CoveragePanel } from './CoveragePanel';
import { InvokedBy } from './InvokedBy';
import { DiagramView } from './DiagramView';
import { LivePanel } from './LivePanel';
import { MachineList } from './MachineList';
import { PathsPanel, type PathKind } from './PathsPanel';
import { PlayerBar, type PlayerState } from './PlayerBar';
import { StoryboardPanel } from './StoryboardPanel';

type AtlasSnapshot = SnapshotFrom<typeof atlasMachine>;

const markedStatesOf = (manifest: Parameters<typeof markedStates>[0], machine: string) =>
  markedStates(manifest, machine).length;

/** what the atlas opens on: the flow QA meets first */
const DEFAULT_MACHINE = 'signIn';

const diagramState = (s: AtlasSnapshot) =>
  s.matches({ diagram: 'layingOut' }) ? 'layingOut' : s.matches({ diagram: 'failed' }) ? 'failed' : 'ready';
const playerState = (s: AtlasSnapshot): PlayerState | null =>
  s.matches({ diagram: { ready: 'playing' } })
    ? 'playing'
    : s.matches({ diagram: { ready: 'paused' } })
      ? 'paused'
      : s.matches({ diagram: { ready: 'finished' } })
        ? 'finished'
        : null;
const pathsState = (s: AtlasSnapshot) =>
  s.matches({ paths: 'generating' }) ? 'generating' : s.matches({ paths: 'failed' }) ? 'failed' : 'listed';

/** Every open portal tab's statecharts, as reported on the atlas channel. */
function useLiveActors() {
  const [store] = useState(() => new LiveStore());
  useEffect(() => {
    store.connect();
    return () => store.disconnect();
  }, [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * /atlas: every statechart of the portal drawn (ELK layout in a worker, SVG with pan and zoom),
 * live in every tab that runs the portal, with its generated paths to play and export and the
 * path tests' coverage laid over it.
 */
export function AtlasPage({ machine, onSelect }: { machine: string | undefined; onSelect: (id: string) => void }) {
  // the registry's ids (machineTexts has exactly them; a test keeps it so)
  const machineId = machine !== undefined && Object.hasOwn(machineTexts, machine) ? machine : DEFAULT_MACHINE;
  const { t, i18n } = useLingui();
  const { platform } = useApp();
  useEffect(() => ensureAtlasMessages(i18n.locale), [i18n.locale]);
  const [workers] = useState(() => new AtlasWorkers());
  useEffect(() => () => workers.terminate(), [workers]);
  const [logic] = useState(() => atlasLogic(workers, Object.keys(machineTexts)));
  const atlas = useFlowActor(logic, { input: { machineId } });
  useEffect(() => {
    if (atlas.getSnapshot().context.machineId !== machineId) atlas.send({ type: 'atlas.select', machineId });
  }, [atlas, machineId]);

  const [source] = useState(() => new CoverageSource(platform.gateway.config?.atlasCoverageUrl ?? null));
  const [coverageFlow] = useState(() => coverageLogic(source));
  const coverageActor = useFlowActor(coverageFlow);
  const coverageLoading = useSelector(coverageActor, (s) => s.matches('loading'));
  const coverageFailed = useSelector(coverageActor, (s) => s.context.failure !== null);
  const coverage = useSelector(
    coverageActor,
    (s) => (s.context as ConfigurationContext).configuration as ReadonlyMap<string, MachineCoverage> | null,
  );
  const [coverageShown, setCoverageShown] = useState(true);

  // issue 22: the model paths' storyboard and their coverage in the browser
  const config = platform.gateway.config;
  const [storyboardFlow] = useState(() => storyboardLogic(config?.atlasStoryboardUrl ?? null));
  const storyboardActor = useFlowActor(storyboardFlow);
  const storyboardLoading = useSelector(storyboardActor, (s) => s.matches('loading'));
  const storyboardFailed = useSelector(storyboardActor, (s) => s.context.failure !== null);
  const storyboard = useSelector(
    storyboardActor,
    (s) => (s.context as ConfigurationContext).configuration as LoadedStoryboard | null,
  );
  const [browserFlow] = useState(() => coverageLogic(new CoverageSource(config?.atlasBrowserCoverageUrl ?? null)));
  const browserActor = useFlowActor(browserFlow);
  const browserCoverage = useSelector(
    browserActor,
    (s) => (s.context as ConfigurationContext).configuration as ReadonlyMap<string, MachineCoverage> | null,
  );
  const [tab, setTab] = useState<string | null>('live');
  const [chosenState, setChosenState] = useState<{ machine: string; state: string } | null>(null);
  const selectedState = chosenState?.machine === machineId ? chosenState.state : null;
  const chooseState = useCallback(
    (state: string | null) => setChosenState(state ? { machine: machineId, state } : null),
    [machineId],
  );
  const onStateClick = useCallback(
    (state: string) => {
      chooseState(state);
      setTab('storyboard');
    },
    [chooseState],
  );

  const diagram = useSelector(atlas, diagramState);
  const layout = useSelector(atlas, (s) => s.context.layout as TimedLayout | null);
  const player = useSelector(atlas, playerState);
  const playing = useSelector(atlas, (s) => s.context.path);
  const step = useSelector(atlas, (s) => s.context.step);
  const pathList = useSelector(atlas, (s) => s.context.paths as PathList | null);
  const pathsStatus = useSelector(atlas, pathsState);
  const [kind, setKind] = useState<PathKind>('shortest');

  const live = useLiveActors();
  const [followed, setFollowed] = useState<string | null>(null);
  const mine = useMemo(() => actorsOf(live, machineId), [live, machineId]);
  const watched = (followed ? mine.find((a) => a.key === followed) : undefined) ?? mine[0] ?? null;

  const texts = machineTexts[machineId];
  const title = texts ? i18n._(texts.title) : machineId;
  const openChart = useCallback(
    (id: string) => {
      setFollowed(null);
      onSelect(id);
    },
    [onSelect],
  );
  const graph = layout?.graph ?? null;
  const { titleOf, links } = useChartLinks(graph, openChart);

  const playedPath = playing && pathList ? pathList[kind][playing.index] : undefined;
  const highlight = useMemo<ChartHighlight>(() => {
    const shown = playedPath?.steps[step];
    if (shown) return { states: new Set(shown.states), transitions: new Set(shown.transitions) };
    if (watched) return { states: new Set(watched.states), transitions: new Set(watched.transitions) };
    return {};
  }, [playedPath, step, watched]);
  const machineCoverage = coverage?.get(machineId) ?? null;
  const marks = useMemo(
    () => (coverageShown && machineCoverage ? coverageMarks(machineCoverage) : null),
    [coverageShown, machineCoverage],
  );

  const diagramBox = useRef<HTMLDivElement>(null);
  const scriptTexts: ScriptTexts = {
    count: (n) => t`${i18n.number(n)} paths.`,
    path: (n) => t`Path ${i18n.number(n)}`,
    start: (input) => (input ? t`start (${input})` : t`start`),
    send: (event) => t`send ${event}`,
    expect: (state) => t`expect ${state}`,
    columns: [t`path`, t`step`, t`action`, t`expected state`],
  };
  const exportScript = (format: Exclude<ScriptFormat, 'text'>) => {
    if (!pathList) return;
    const paths = pathList[kind].map((p) => p.steps);
    const heading = t`${title} (${machineId}): test script`;
    const text = formatScript(paths, format, { title: heading, texts: scriptTexts });
    if (format === 'csv') downloadText(`${machineId}.paths.csv`, text, 'text/csv;charset=utf-8');
    else downloadText(`${machineId}.paths.md`, text, 'text/markdown;charset=utf-8');
  };
  const exportSvg = () => {
    const svg = diagramBox.current?.querySelector('svg[data-machine]')?.cloneNode(true) as Element | undefined;
    if (!svg) return;
    // a drawing on its own links nowhere: each link to another chart becomes its plain name
    for (const link of svg.querySelectorAll('a.chart-link')) link.replaceWith(...link.childNodes);
    downloadText(`${machineId}.svg`, new XMLSerializer().serializeToString(svg), 'image/svg+xml');
  };
  const exportMermaid = () => {
    if (layout) downloadText(`${machineId}.mmd`, toMermaid(layout.graph), 'text/plain;charset=utf-8');
  };

  // states as coverage counts them: every state node but the root
  const states = layout ? i18n.number(layout.graph.nodes.length - 1) : null;
  const transitions = layout ? i18n.number(layout.graph.edges.length) : null;
  return (
    <PublicLayout wide>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">{t`Flow atlas`}</Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Every statechart of the portal, drawn and live: use the portal in another tab and watch its flows move
              here.
            </Trans>
          </Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <MachineList
              machines={Object.keys(machineTexts)}
              selected={machineId}
              coverage={coverage}
              onSelect={openChart}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div>
                  <Title order={2} size="h3">
                    {title}
                  </Title>
                  {texts ? (
                    <Text size="sm" c="dimmed" maw={720}>
                      {i18n._(texts.description)}
                    </Text>
                  ) : null}
                  {graph ? (
                    <InvokedBy invokers={graph.invokedBy} canShow={canShow} title={titleOf} onOpen={openChart} />
                  ) : null}
                  <Group gap={6} mt={6}>
                    {states !== null && transitions !== null ? (
                      <>
                        <Badge variant="light" color="gray">
                          <Trans>{states} states</Trans>
                        </Badge>
                        <Badge variant="light" color="gray">
                          <Trans>{transitions} transitions</Trans>
                        </Badge>
                      </>
                    ) : null}
                    {machineCoverage ? (
                      <Badge
                        variant="light"
                        color={
                          percent(machineCoverage.states) === 100 && percent(machineCoverage.transitions) === 100
                            ? 'teal'
                            : 'red'
                        }
                      >
                        {t`Coverage ${i18n.number(
                          Math.min(percent(machineCoverage.states), percent(machineCoverage.transitions)) / 100,
                          { style: 'percent', maximumFractionDigits: 1 },
                        )}`}
                      </Badge>
                    ) : null}
                  </Group>
                </div>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button size="xs" variant="default" leftSection={<IconDownload size={14} />}>
                      {t`Export`}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={exportSvg} disabled={diagram !== 'ready'}>
                      {t`Diagram (SVG)`}
                    </Menu.Item>
                    <Menu.Item onClick={exportMermaid} disabled={!layout}>
                      {t`Diagram (Mermaid)`}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
              <div ref={diagramBox}>
                {diagram === 'ready' && layout ? (
                  <DiagramView
                    layout={layout}
                    title={title}
                    highlight={highlight}
                    coverage={marks}
                    links={links}
                    selected={selectedState}
                    onStateClick={onStateClick}
                  />
                ) : diagram === 'failed' ? (
                  <Alert color="red" title={t`The diagram could not be laid out.`}>
                    <Button size="xs" mt="xs" onClick={() => atlas.send({ type: 'atlas.retry' })}>
                      {t`Try again`}
                    </Button>
                  </Alert>
                ) : (
                  <Group gap="xs" p="xl">
                    <Loader size="sm" />
                    <Text size="sm">{t`Laying out the diagram…`}</Text>
                  </Group>
                )}
              </div>
              {playedPath && playing && player ? (
                <PlayerBar
                  index={playing.index}
                  path={playedPath}
                  step={step}
                  state={player}
                  onPause={() => atlas.send({ type: 'path.pause' })}
                  onResume={() => atlas.send({ type: 'path.resume' })}
                  onReplay={() => atlas.send({ type: 'path.replay' })}
                  onStep={(to) => atlas.send({ type: 'path.step', to })}
                  onStop={() => atlas.send({ type: 'path.stop' })}
                />
              ) : null}
              <Tabs value={tab} onChange={setTab} keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="live">
                    {t`Live`}
                    {mine.some((a) => a.status === 'active') ? (
                      <Badge size="xs" ms={6} variant="filled" color="blue">
                        {i18n.number(mine.filter((a) => a.status === 'active').length)}
                      </Badge>
                    ) : null}
                  </Tabs.Tab>
                  <Tabs.Tab value="paths">{t`Paths`}</Tabs.Tab>
                  <Tabs.Tab value="coverage">{t`Coverage`}</Tabs.Tab>
                  <Tabs.Tab value="storyboard">
                    {t`Storyboard`}
                    {storyboard?.manifest && markedStatesOf(storyboard.manifest, machineId) > 0 ? (
                      <Badge size="xs" ms={6} variant="filled" color="orange">
                        {i18n.number(markedStatesOf(storyboard.manifest, machineId))}
                      </Badge>
                    ) : null}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="live" pt="sm">
                  {playedPath ? (
                    <Text size="sm" c="dimmed" mb="xs">
                      {t`A path is playing: the diagram shows it instead of the live state until you stop it.`}
                    </Text>
                  ) : null}
                  <LivePanel actors={mine} followed={followed} ownTab={flowInspector.tab} onFollow={setFollowed} />
                </Tabs.Panel>
                <Tabs.Panel value="paths" pt="sm">
                  <PathsPanel
                    list={pathList}
                    state={pathsStatus}
                    kind={kind}
                    playing={playing?.index ?? null}
                    canPlay={diagram === 'ready'}
                    onKind={(k) => {
                      atlas.send({ type: 'path.stop' });
                      setKind(k);
                    }}
                    onPlay={(index, path) => atlas.send({ type: 'path.play', index, steps: path.steps.length })}
                    onRetry={() => atlas.send({ type: 'paths.retry' })}
                    onExport={exportScript}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="coverage" pt="sm">
                  <CoveragePanel
                    coverage={machineCoverage}
                    loading={coverageLoading}
                    failed={coverageFailed}
                    fromFile={source.file !== null}
                    shown={coverageShown}
                    onShow={setCoverageShown}
                    onOpenFile={(file) => {
                      source.open(file);
                      coverageActor.send({ type: 'configuration.retry' });
                    }}
                    onReload={() => coverageActor.send({ type: 'configuration.retry' })}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="storyboard" pt="sm">
                  <StoryboardPanel
                    machineId={machineId}
                    stateIds={graph ? graph.nodes.map((n) => n.id).filter((id) => id !== machineId) : []}
                    selected={selectedState}
                    onSelect={chooseState}
                    manifest={storyboard?.manifest ?? null}
                    configured={storyboard?.configured ?? true}
                    loading={storyboardLoading}
                    failed={storyboardFailed}
                    baseUrl={config?.atlasStoryboardUrl ?? null}
                    browserCoverage={browserCoverage?.get(machineId) ?? null}
                    pathCoverage={machineCoverage}
                    onReload={() => {
                      storyboardActor.send({ type: 'configuration.retry' });
                      browserActor.send({ type: 'configuration.retry' });
                    }}
                  />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </PublicLayout>
  );
}
