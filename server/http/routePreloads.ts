/**
 * issue 20: what a cold visit of a route will load, named in the page the server sends, so the
 * browser fetches the route's code while it fetches the entry instead of after the entry ran (one
 * serial round trip on every cold visit, and on HTTP/1.1 the route's ~20 small files no longer
 * queue in front of the boot's calls: /signin's heading 2.85 → 2.56 s on a simulated slow 4G).
 *
 * The build (scripts/routePreload.ts, a Vite plugin) writes `route-preloads.json` beside
 * index.html: per route file of src/routes whose component is split into a chunk of its own, the
 * URL pattern it answers and the chunk's static closure (the entry excluded: the page loads it
 * anyway); per chunk, its catalog part in each language with a catalog (scripts/catalogParts.ts).
 */
export interface RoutePreloads {
  /** a layout's closure joins its children's; a splat's only where no leaf route matches */
  /** `files`: the closure's chunks and its stylesheets (`.css`) */
  routes: { pattern: string; kind: RouteKind; files: string[] }[];
  /** per file of a closure: its catalog part's URL in each language with a catalog */
  parts: Record<string, Record<string, string>>;
}

/**
 * The URL pattern of a TanStack Router route file (flat and nested names): `app/dashboard` →
 * `^/app/dashboard/?$`; `forgot-password.$linkData` → `^/forgot-password/[^/]+/?$`; an `index`
 * ends the path; `$` alone takes the rest; `atlas_` (not nested under `atlas`) is `atlas`; a layout
 * (another route file lies under it) matches its own path and every path below it.
 */
export type RouteKind = 'layout' | 'leaf' | 'splat';

const segmentsOf = (file: string) => file.replace(/\.tsx?$/, '').split(/[/.]/);

/** A layout has route files under it; a splat (`$`) takes the rest of the path; else a leaf. */
export function routeKind(routeFile: string, allRouteFiles: readonly string[]): RouteKind {
  const own = segmentsOf(routeFile);
  if (own.at(-1) === '$') return 'splat';
  const isLayout = allRouteFiles.some((other) => {
    const o = segmentsOf(other);
    return other !== routeFile && o.length > own.length && own.every((s, i) => s === o[i]);
  });
  return isLayout ? 'layout' : 'leaf';
}

export function routePattern(routeFile: string, allRouteFiles: readonly string[]): string | null {
  const own = segmentsOf(routeFile);
  if (own.some((s) => s.startsWith('-') || s.startsWith('__'))) return null;
  const isLayout = routeKind(routeFile, allRouteFiles) === 'layout';
  const parts: string[] = [];
  let splat = false;
  for (const segment of own) {
    if (segment === 'index') break;
    if (segment === '$') {
      splat = true;
      break;
    }
    const name = segment.endsWith('_') ? segment.slice(0, -1) : segment;
    parts.push(name.startsWith('$') ? '[^/]+' : name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  }
  const path = parts.length ? `/${parts.join('/')}` : '';
  if (splat) return `^${path}/.*$`;
  if (isLayout) return `^${path}(/.*)?$`;
  return `^${path || '/'}${path ? '/?' : ''}$`;
}

/**
 * The head tags for a path: the closures of the routes it matches (modulepreload links, and their
 * stylesheets, which close the head), and their catalog parts (a meta that opens it:
 * public/boot.js, the head's first script, reads it while the page is parsed, so it must come
 * before that script). Null when no route's code is known for the path.
 */
export function preloadTags(preloads: RoutePreloads, path: string): { opening: string; closing: string } | null {
  const matched = preloads.routes.filter((route) => new RegExp(route.pattern).test(path));
  // a path a route of its own answers is not the splat's (the router matches the specific route)
  const specific = matched.some((route) => route.kind === 'leaf');
  const files = new Set<string>();
  for (const route of matched) {
    if (route.kind === 'splat' && specific) continue;
    for (const file of route.files) files.add(file);
  }
  if (files.size === 0) return null;
  const parts: Record<string, string[]> = {};
  for (const file of files)
    for (const [locale, url] of Object.entries(preloads.parts[file] ?? {})) (parts[locale] ??= []).push(url);
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    // public/boot.js preloads the shown language's parts
    opening: `<meta name="route-parts" content="${escape(JSON.stringify(parts))}">`,
    // a stylesheet as the chunk's loader would add it (CORS mode, `crossorigin`): it finds it there
    // and asks for nothing more (a preload would be fetched again, in the other mode)
    closing: [...files]
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="${escape(file)}">`
          : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escape(file)}">`,
      )
      .join(''),
  };
}
