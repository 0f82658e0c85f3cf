import { useContext, useEffect, useState } from 'react';
import { useApp } from '../platform/context';
import { useFlowActor } from '../platform/flowInspector';
import { useShellConfiguration } from '../shell/configuration/ShellConfiguration';
import type { WidgetLogic } from '../ui/widgetData';
import { WidgetNameContext } from './widgetName';
import { widgetLoaders, type WidgetLoaders } from './widgets.logic';

/**
 * A widget's own widget statechart, made once with the loader it picks
 * (requirements#dashboard-widgets). When the change feed announces new layouts or pages
 * (requirements#change-notifications) it refreshes, keeping what it shows until the answer comes.
 */
export function useWidgetActor(make: (loaders: WidgetLoaders) => WidgetLogic) {
  const { platform } = useApp();
  const { category } = useShellConfiguration();
  const [logic] = useState(() => make(widgetLoaders(platform, category)));
  // named `widget:<name>`, so the flow atlas (and the browser's model paths) can tell the
  // dashboard's many widget statecharts apart
  const name = useContext(WidgetNameContext);
  const actor = useFlowActor(logic, name === null ? undefined : { id: `widget:${name}` });
  useEffect(
    () =>
      platform.contentCache.subscribe((kinds) => {
        if (kinds.has('layout') || kinds.has('page')) actor.send({ type: 'widget.refresh' });
      }),
    [platform.contentCache, actor],
  );
  return actor;
}
