import { useFlowActor } from '../../platform/flowInspector';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { configurationMachine } from '../../../machines/configuration.machine';
import type { UserCategory } from '../../api/contract/categories';
import type { Menu, RouteMap } from '../../api/contract/content';
import type { ContentKind } from '../../config/contentCache';
import { useApp } from '../../platform/context';
import { menuLogic, routeMapLogic } from './configuration.logic';

export type ConfigurationActor = ActorRefFrom<typeof configurationMachine>;

/** The signed-in shell's configuration flows: the menu and the route table of the user's category. */
export interface ShellConfiguration {
  category: UserCategory;
  menu: ConfigurationActor;
  routes: ConfigurationActor;
}

type Configured = { context: { configuration: unknown } };
/** The menu the menu flow carries (the gateway parsed it with menuSchema), or null before it arrives. */
export const selectMenu = (s: Configured) => s.context.configuration as Menu | null;
/** The route table the route flow carries (parsed with routeMapSchema), or null before it arrives. */
export const selectRouteMap = (s: Configured) => s.context.configuration as RouteMap | null;

const ShellContext = createContext<ShellConfiguration | null>(null);

/** A flow showing cached content reloads when the change feed announces its kind changed. */
export function useReloadOnChange(actor: ConfigurationActor, kind: ContentKind): void {
  const { platform } = useApp();
  useEffect(
    () =>
      platform.contentCache.subscribe((kinds) => {
        if (kinds.has(kind)) actor.send({ type: 'configuration.reload' });
      }),
    [platform.contentCache, actor, kind],
  );
}

export function ShellConfigurationProvider({ category, children }: { category: UserCategory; children: ReactNode }) {
  const { platform } = useApp();
  // one session has one category: leaving /app (sign-out) ends these flows
  const [logic] = useState(() => ({ menu: menuLogic(platform, category), routes: routeMapLogic(platform, category) }));
  // named, so the atlas and the browser models tell the two configuration charts apart
  const menu = useFlowActor(logic.menu, { id: 'shell:menu' });
  const routes = useFlowActor(logic.routes, { id: 'shell:routes' });
  useReloadOnChange(menu, 'layout');
  useReloadOnChange(routes, 'layout');
  const value = useMemo<ShellConfiguration>(() => ({ category, menu, routes }), [category, menu, routes]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellConfiguration(): ShellConfiguration {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShellConfiguration outside the signed-in shell');
  return value;
}
