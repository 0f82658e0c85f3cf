import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../vite.config';

/**
 * `npm run bench:forms`: the form benchmark, in the same environment as the UI tests (happy-dom,
 * the app's Vite plugins: React, Lingui macros and catalogs) but apart from them: vite.config.ts's
 * test projects include only test/**, and this config only bench/forms/*.run.tsx.
 *
 * React runs its production build (BENCH_REACT=development for the development one): the figures
 * are meant to say how fast forms are for users, and React's development checks would weigh on
 * both libraries unevenly.
 */
const reactBuild = process.env.BENCH_REACT === 'development' ? 'development' : 'production';

export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('..', import.meta.url)),
  // JSX compiled for the build React runs: the production runtime has no jsxDEV
  oxc: { jsx: { development: reactBuild === 'development' } },
  test: {
    include: ['bench/forms/**/*.run.tsx'],
    environment: 'happy-dom',
    env: { NODE_ENV: reactBuild },
    pool: 'forks',
    execArgv: ['--expose-gc'],
    fileParallelism: false,
    disableConsoleIntercept: true,
    // @rjsf/mantine's ESM imports 'dayjs/plugin/customParseFormat' without its extension, which
    // Node's loader refuses: let Vite resolve it, as a bundler would
    server: { deps: { inline: ['@rjsf/mantine'] } },
    testTimeout: 30 * 60_000,
  },
});
