import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { agentLocatorMachine } from '../../../machines/agentLocator.machine';
import { agentCities, type AgentCity, type AgentLocation } from '../../api/contract/agentLocator';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { PageTitle } from '../../ui/PageTitle';
import { agentLocatorLogic } from './agentLocator.logic';
import { AgentMapPanel } from './AgentMapPanel';
import type { MapAgent } from './AgentMap';
import { formatNumber } from '../../i18n/format';

type Snapshot = SnapshotFrom<typeof agentLocatorMachine>;
type Step = 'locating' | 'loading' | 'list' | 'empty' | 'failed';

const selectStep = (s: Snapshot): Step =>
  s.matches('locating')
    ? 'locating'
    : s.matches('list')
      ? 'list'
      : s.matches('empty')
        ? 'empty'
        : s.matches('failed')
          ? 'failed'
          : 'loading';
/** the flow carries the contract's agents without looking inside */
const selectAgents = (s: Snapshot) => s.context.agents as AgentLocation[];
const selectCity = (s: Snapshot) => s.context.city as AgentCity;
const selectSearchBy = (s: Snapshot) => s.context.searchBy;
const selectSelected = (s: Snapshot) => s.context.selectedId;
const selectPosition = (s: Snapshot) => s.context.position;
const selectFailure = (s: Snapshot) => s.context.failure;

const cityNames: Record<AgentCity, MessageDescriptor> = {
  baghdad: msg`Baghdad`,
  erbil: msg`Erbil`,
  basra: msg`Basra`,
  sulaymaniyah: msg`Sulaymaniyah`,
  mosul: msg`Mosul`,
  najaf: msg`Najaf`,
};

const inLocale = (text: { en: string; ar: string; ku: string }, locale: string) =>
  (locale === 'ar' ? text.ar : locale === 'ku' ? text.ku : text.en) || text.en;

/** the distance in the reader's numbers ("1.2 km"); null without a position */
const formatDistance = (agent: AgentLocation, locale: string) =>
  agent.distanceKm === null
    ? null
    : formatNumber(agent.distanceKm, locale, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: agent.distanceKm < 10 ? 1 : 0,
      });

function AgentRow({
  agent,
  locale,
  selected,
  onSelect,
}: {
  agent: AgentLocation;
  locale: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useLingui();
  const name = inLocale(agent.name, locale);
  const distance = formatDistance(agent, locale);
  const hours = agent.hours.filter((h) => h !== null)[0];
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      style={{
        listStyle: 'none',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: selected ? 2 : undefined,
      }}
      data-agent-id={agent.id}
      aria-current={selected ? 'true' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <UnstyledButton onClick={onSelect} style={{ minWidth: 0, flex: 1 }} aria-pressed={selected}>
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>
                <bdi>{name}</bdi>
              </Text>
              {agent.openNow ? (
                <Badge color="success" variant="dot">
                  <Trans>Open now</Trans>
                </Badge>
              ) : (
                <Badge color="gray" variant="dot">
                  <Trans>Closed</Trans>
                </Badge>
              )}
            </Group>
            <Text size="sm">
              <bdi>{inLocale(agent.address, locale)}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              {distance !== null ? <Trans>{distance} away</Trans> : null}
              {distance !== null && hours ? ' · ' : null}
              {hours ? (
                <Trans>
                  Usually <span dir="ltr">{hours.opens}</span>–<span dir="ltr">{hours.closes}</span>
                </Trans>
              ) : null}
            </Text>
          </Stack>
        </UnstyledButton>
        <Anchor
          href={`tel:+964${agent.phone.replace(/^0/, '')}`}
          aria-label={t`Call ${name} on ${agent.phone}`}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}
        >
          <IconPhone size={16} aria-hidden />
          <span dir="ltr">{agent.phone}</span>
        </Anchor>
      </Group>
    </Paper>
  );
}

/**
 * /app/agent-locator (spec 000 §7 agentlocator): the agents around the device, the nearest
 * first, or those of a chosen city when the position is refused or unavailable. Each shows
 * whether it is open now (Baghdad time, judged by the server) and can be called.
 */
export function AgentLocatorPage() {
  const { t, i18n } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => agentLocatorLogic(platform));
  const actor = useFlowActor(logic, { input: {} });
  const step = useSelector(actor, selectStep);
  const agents = useSelector(actor, selectAgents);
  const city = useSelector(actor, selectCity);
  const searchBy = useSelector(actor, selectSearchBy);
  const selectedId = useSelector(actor, selectSelected);
  const failure = useSelector(actor, selectFailure);
  const position = useSelector(actor, selectPosition);
  const mapConfig = platform.gateway.config?.map;
  // Mantine types a polymorphic Stack's ref as a div's; it is the <ul>
  const list = useRef<HTMLDivElement>(null);
  const mapAgents = useMemo<MapAgent[]>(
    () =>
      agents.map((agent) => {
        const distance = formatDistance(agent, locale);
        return {
          id: agent.id,
          name: inLocale(agent.name, locale),
          address: inLocale(agent.address, locale),
          detail: distance === null ? null : t`${distance} away`,
          lat: agent.lat,
          lng: agent.lng,
        };
      }),
    [agents, locale, t],
  );

  // an agent chosen on the map: its entry in the list comes into view (purely visual)
  useEffect(() => {
    if (selectedId === null) return;
    const item = list.current?.querySelector(`[data-agent-id="${CSS.escape(selectedId)}"]`);
    item?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <PageTitle>
        <Trans>Find an agent</Trans>
      </PageTitle>
      <Text c="dimmed">
        <Trans>
          Cash-in and cash-out agents near you. Allow your location to see the nearest first, or choose a city.
        </Trans>
      </Text>
      <NativeSelect
        label={t`City`}
        value={searchBy === 'city' ? city : ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (value !== '') actor.send({ type: 'city.change', city: value });
        }}
        data={[
          ...(searchBy === 'position' ? [{ value: '', label: t`Near me` }] : []),
          ...agentCities.map((c) => ({ value: c, label: i18n._(cityNames[c]) })),
        ]}
        maw={320}
      />
      {step === 'locating' ? (
        <LoadingStatus>
          <Trans>Finding your location…</Trans>
        </LoadingStatus>
      ) : step === 'loading' ? (
        <LoadingStatus>
          <Trans>Looking for agents…</Trans>
        </LoadingStatus>
      ) : step === 'failed' ? (
        <FailedWithRetry
          failure={failure}
          title={t`The agents could not be loaded`}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : step === 'empty' ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Stack gap="xs" align="center">
            <IconMapPin size={32} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>
              <Trans>No agents here. Choose another city.</Trans>
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          {mapConfig ? (
            <AgentMapPanel
              config={mapConfig}
              agents={mapAgents}
              selectedId={selectedId}
              position={position}
              onSelect={(id) => actor.send({ type: 'agent.select', id })}
            />
          ) : null}
          <Stack component="ul" ref={list} gap="sm" m={0} p={0} aria-label={t`Agents`}>
            {agents.map((agent) => (
              <AgentRow
                key={agent.id}
                agent={agent}
                locale={locale}
                selected={agent.id === selectedId}
                onSelect={() => actor.send({ type: 'agent.select', id: agent.id })}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
