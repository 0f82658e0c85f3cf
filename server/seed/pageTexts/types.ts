import type { Localized } from '../menus/titles';

/** A seeded content page's title and HTML body in the portal's three languages. */
export interface PageText {
  title: Localized;
  content: Localized;
}

/** Joins the lines of an HTML body (kept one element a line in the sources for review). */
export function html(...lines: string[]): string {
  return lines.join('\n');
}
