import { useState } from 'react';
import { useApp } from '../platform/context';
import { useFlowActor } from '../platform/flowInspector';
import { useShellConfiguration } from '../shell/configuration/ShellConfiguration';
import type { WidgetLogic } from '../ui/widgetData';
import { widgetLoaders, type WidgetLoaders } from './widgets.logic';

/** A widget's own widget statechart, made once with the loader it picks (requirements#dashboard-widgets). */
export function useWidgetActor(make: (loaders: WidgetLoaders) => WidgetLogic) {
  const { platform } = useApp();
  const { category } = useShellConfiguration();
  const [logic] = useState(() => make(widgetLoaders(platform, category)));
  return useFlowActor(logic);
}
