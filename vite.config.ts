/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { generateColors } from '@mantine/colors-generator';
import { specColours } from './src/app/specColours';

/** seed 000 §9 colours as 10-shade Mantine palettes, computed here so the bundle needs no colour library */
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
  },
  server: {
    proxy: { '/api': apiTarget, '/sandbox': apiTarget },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'test/machines/**/*.test.ts',
            'test/api/**/*.test.ts',
            'test/shell/**/*.test.ts',
            'test/i18n/**/*.test.ts',
            'test/config/**/*.test.ts',
            'test/forms/**/*.test.ts',
            'test/atlas/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
