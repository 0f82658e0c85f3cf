import type { LocaleText } from '../api/contract/content';
import { resolveRoute } from '../config/menu';
import type { WidgetLink } from './widgets.logic';

/** Configured text by language ({ en, ar, ku }), or undefined when the setting is not that. */
export function localeTextSetting(value: unknown): LocaleText | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Configured links ({ route, icon, title }): only portal routes (requirements#service-routes), so
 * configuration never sends a user off the portal; anything malformed is left out.
 */
export function linkSettings(value: unknown): WidgetLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { route, icon, title } = item as Record<string, unknown>;
    const to = typeof route === 'string' ? resolveRoute(route) : null;
    const text = localeTextSetting(title);
    return to && text ? [{ route: to, icon: typeof icon === 'string' ? icon : null, title: text }] : [];
  });
}
