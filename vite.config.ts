/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { generateColors } from '@mantine/colors-generator';
import { specColours } from './src/shell/theme/specColours';
import { catalogParts } from './scripts/catalogParts';
import { routePreload } from './scripts/routePreload';
import { mantineComponentStyles } from './scripts/mantineStyles';

/** requirements#constants-colours: the built-in colours as 10-shade Mantine palettes, computed here so the bundle needs no colour library */
const defaultPalettes = Object.fromEntries(
  Object.entries(specColours)
    .filter(([name]) => name !== 'dark')
    .map(([name, colour]) => [name, generateColors(colour)]),
);

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    // the generated route tree is committed; tests do not regenerate it
    process.env.VITEST
      ? null
      : tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          routesDirectory: 'src/routes',
          generatedRouteTree: 'src/routeTree.gen.ts',
        }),
    react(),
    // Lingui macros live only in the portal's source; keep Babel off everything else.
    babel({ include: /\/src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    catalogParts(),
    routePreload(),
    mantineComponentStyles(),
    // Precompressed brotli + gzip next to every asset; the sandbox serves them as they are.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512 }),
  ],
  define: {
    __DEFAULT_PALETTES__: JSON.stringify(defaultPalettes),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        codeSplitting: {
          // issue 20: everything the entry imports statically loads at boot anyway; left to automatic
          // chunking it was ~60 files of shared pieces (a cold /signin fetched 88), each compressed
          // on its own. As one chunk it is one request and compresses ~8% smaller. Lazy routes,
          // widgets and dialogs keep automatic chunking, so no route loads another's code.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/sandbox': apiTarget },
  },
  test: {
    // CI has two cores: vitest's default (cores - 1) runs every file on one of them
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/server/**', 'test/e2e/**'],
          environment: 'node',
          isolate: false,
          // CI has two cores shared by this project's workers and the server suites: a test that
          // takes 1–2 s alone (an ESLint run, a property test, a large chart's paths) can take
          // several times that there; 20 s still catches a hang
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['test/**/*.test.tsx'],
          environment: 'happy-dom',
          // a rendered screen takes ~1 s alone and 5–6 s with both cores busy; 20 s still catches a hang
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // one worker process runs many files (isolate: false): the server, PGlite and the seed are
          // imported once per worker instead of once per file (import time 111 s → 17 s measured on 14 files)
        },
      },
    ],
  },
});
