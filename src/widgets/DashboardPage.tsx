import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { dashboardWidgetsOf, type DashboardLayout } from '../api/contract/dashboard';
import { useApp } from '../platform/context';
import { useFlowActor } from '../platform/flowInspector';
import { useReloadOnChange, useShellConfiguration } from '../shell/configuration/ShellConfiguration';
import { ConfigurationError } from '../ui/ConfigurationError';
import { useUserName } from '../ui/hooks';
import classes from './Dashboard.module.css';
import { dashboardLayoutLogic } from './dashboard.logic';
import { isWidgetName } from './registry';
import { WidgetSlot } from './WidgetSlot';
import { useTransitionSelector } from '../ui/useTransitionSelector';

type Configured = { context: { configuration: unknown } };
const selectLayout = (s: Configured) => s.context.configuration as DashboardLayout | null;
const selectFailed = (s: { matches: (state: 'failed') => boolean }) => s.matches('failed');
const selectFailure = (s: { context: { failure: FlowFailure | null } }) => s.context.failure;
const selectSubType = (s: { context: { user: { subType: string | null } | null } }) => s.context.user?.subType ?? null;

/** Names already reported: a layout read again (a reload) does not repeat the warning. */
const reported = new Set<string>();

/**
 * requirements#dashboard-widgets: the category's configured widgets in their order and widths. A
 * name the registry does not know is skipped and logged; each widget has its own data, states and
 * error boundary, so one failing leaves the rest working.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const name = useUserName();
  const { platform, actors } = useApp();
  const { category } = useShellConfiguration();
  const subType = useSelector(actors.session, selectSubType);
  const [logic] = useState(() => dashboardLayoutLogic(platform, category));
  const layoutActor = useFlowActor(logic);
  useReloadOnChange(layoutActor, 'layout');
  // the widgets replacing the placeholder are drawn as a transition, in slices (issue 20)
  const { layout, failed, failure } = useTransitionSelector(
    layoutActor,
    (s) => ({ layout: selectLayout(s), failed: selectFailed(s), failure: selectFailure(s) }),
    shallowEqual,
  );

  const configured = layout ? dashboardWidgetsOf(layout, subType) : [];
  const unknown = configured.filter((w) => !isWidgetName(w.name)).map((w) => w.name);
  const unknownKey = unknown.join(',');
  useEffect(() => {
    for (const widget of unknownKey ? unknownKey.split(',') : []) {
      if (reported.has(widget)) continue;
      reported.add(widget);
      console.warn(`[dashboard] unknown widget "${widget}" skipped`);
    }
  }, [unknownKey]);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          <Trans>
            Welcome, <bdi>{name}</bdi>
          </Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Here is your wallet at a glance.</Trans>
        </Text>
      </div>
      {failed && !layout ? (
        <ConfigurationError
          title={t`This page could not be loaded`}
          failure={failure}
          onRetry={() => layoutActor.send({ type: 'configuration.retry' })}
        />
      ) : !layout ? (
        <Skeleton h={160} radius="lg" />
      ) : (
        <div className={classes.grid}>
          {configured.map((widget, index) =>
            isWidgetName(widget.name) ? (
              <WidgetSlot key={`${index}-${widget.name}`} widget={widget} name={widget.name} />
            ) : null,
          )}
        </div>
      )}
    </Stack>
  );
}
