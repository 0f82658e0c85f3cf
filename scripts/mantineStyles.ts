import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** a component's class names in @mantine/core's ESM build, one module per stylesheet of styles/ */
const classesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * issue 20: each Mantine component brings its own stylesheet, so a page loads the styles of the
 * components its code uses instead of the whole library's (245 KB, ~30 KB compressed, blocking the
 * first paint of every page). The module of a component's class names gets an import of the
 * component's stylesheet at its end: it is bundled with the component, into the chunk that holds
 * it, after the stylesheets of the components it is built on (imported before its class names).
 * The entry imports the base (baseline, CSS variables, global); the rest follow with the code
 * that uses them (Vite loads a chunk's styles before the chunk runs).
 *
 * The `.layer.css` versions: every Mantine rule is in `@layer mantine`, and the portal's own rules
 * (unlayered) win over them whatever the order the stylesheets arrive in — a component's styles
 * that load with a later page no longer come after the portal's overrides of it.
 *
 * The dev server serves the library pre-bundled, past this transform: there the entry takes the
 * whole stylesheet (`styles.layer.css`, the same rules in the same layer).
 */
export function mantineComponentStyles(): Plugin {
  const stylesDir = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles/baseline.css'));
  let serving = false;
  return {
    name: 'wallet-portal:mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        return /[\\/]src[\\/]main\.tsx$/.test(id)
          ? { code: `${code}\nimport '@mantine/core/styles.layer.css';\n`, map: null }
          : null;
      }
      const name = classesModule.exec(id)?.[1];
      if (name === undefined || !existsSync(join(stylesDir, `${name}.layer.css`))) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${name}.layer.css';\n`, map: null };
    },
  };
}
