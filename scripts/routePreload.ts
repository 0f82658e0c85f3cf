import type { Plugin, Rollup } from 'vite';
import { catalogPartsOfChunk } from './catalogParts';
import { routeKind, routePattern, type RoutePreloads } from '../server/http/routePreloads';

/** the chunk of a route file's split component (TanStack Router's autoCodeSplitting) */
const routeComponent = /\/src\/routes\/(.+\.tsx)\?tsr-split=component/;

/**
 * issue 20: writes `route-preloads.json` beside index.html — per route whose component is a
 * chunk of its own, its URL pattern and the chunk's static closure with its stylesheets, and each
 * closure file's catalog parts — for the server to name them in the page it sends (server/http/routePreloads.ts).
 */
export function routePreload(): Plugin {
  return {
    name: 'wallet-portal:route-preload',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // catalogParts knew each chunk by its name before hashing (renderChunk's placeholders)
      const partsOf = new Map(chunks.map((c) => [c.fileName, catalogPartsOfChunk.get(c.preliminaryFileName)]));
      const routes = chunks.flatMap((c) => {
        const m = routeComponent.exec(c.facadeModuleId ?? '');
        return m ? [{ file: m[1]!, chunk: c }] : [];
      });
      const allFiles = routes.map((r) => r.file);
      const preloads: RoutePreloads = { routes: [], parts: {} };
      for (const { file, chunk } of routes) {
        const pattern = routePattern(file, allFiles);
        if (!pattern) continue;
        const closure = new Set<string>();
        const visit = (c: Rollup.OutputChunk) => {
          if (c.isEntry || closure.has(c.fileName)) return;
          closure.add(c.fileName);
          for (const imported of c.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        visit(chunk);
        // and the closure's stylesheets (a component's styles come with its chunk: mantineStyles.ts)
        const styles = [...closure].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        const files = [...closure, ...new Set(styles)].sort().map((f) => `/${f}`);
        for (const f of closure) {
          const parts = partsOf.get(f);
          if (parts) preloads.parts[`/${f}`] = parts;
        }
        preloads.routes.push({ pattern, kind: routeKind(file, allFiles), files });
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
