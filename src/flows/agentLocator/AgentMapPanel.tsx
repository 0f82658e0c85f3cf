import { Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconMapOff } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { agentMapMachine } from '../../../machines/agentMap.machine';
import type { RuntimeConfig } from '../../api/runtimeConfig';
import { useFlowActor } from '../../platform/flowInspector';
import type { AgentMapProps } from './AgentMap';
import { agentMapLogic, loadAgentMap } from './agentMap.logic';

const AgentMap = lazy(loadAgentMap);

type Snapshot = SnapshotFrom<typeof agentMapMachine>;
type MapStep = 'loading' | 'ready' | 'unavailable';
const selectStep = (s: Snapshot): MapStep =>
  s.matches('ready') ? 'ready' : s.matches('unavailable') ? 'unavailable' : 'loading';

/** the map's height: the list stays in view below it on a phone */
const MAP_HEIGHT = { base: 260, sm: 360 };

function MapFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  const { t } = useLingui();
  return (
    <Box
      role="region"
      aria-label={t`Map of the agents`}
      aria-busy={busy ? 'true' : undefined}
      h={MAP_HEIGHT}
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bg="var(--mantine-color-default-hover)"
    >
      {children}
    </Box>
  );
}

function MapLoading() {
  return (
    <Group justify="center" h="100%" gap="sm" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">
        <Trans>Loading the map…</Trans>
      </Text>
    </Group>
  );
}

/**
 * The agents' map above the list (requirements#agent-locator), when the runtime configuration
 * names a tile source. Its own statechart: the library loading (only now, a chunk of its own),
 * ready, or unavailable — then said in the map's place; the list below never depends on it.
 */
export function AgentMapPanel({
  config,
  ...map
}: { config: NonNullable<RuntimeConfig['map']> } & Omit<
  AgentMapProps,
  'tileUrl' | 'attribution' | 'maxZoom' | 'onTilesLoaded' | 'onTilesFailed'
>) {
  const { t } = useLingui();
  const [logic] = useState(() => agentMapLogic());
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);

  if (step === 'unavailable')
    return (
      <Paper withBorder radius="md" p="lg" role="region" aria-label={t`Map of the agents`}>
        <Stack gap="xs" align="center">
          <IconMapOff size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={600} ta="center" role="status">
            <Trans>Map unavailable — the list below still works</Trans>
          </Text>
        </Stack>
      </Paper>
    );
  if (step === 'loading')
    return (
      <MapFrame busy>
        <MapLoading />
      </MapFrame>
    );
  return (
    <MapFrame>
      <Suspense fallback={<MapLoading />}>
        <AgentMap
          {...map}
          tileUrl={config.tileUrl}
          attribution={config.attribution}
          maxZoom={config.maxZoom}
          onTilesLoaded={() => actor.send({ type: 'tiles.loaded' })}
          onTilesFailed={() => actor.send({ type: 'tiles.failed' })}
        />
      </Suspense>
    </MapFrame>
  );
}
