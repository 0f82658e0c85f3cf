// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md, as lint rules. */
const onlyXstate = (regex) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ regex, message: 'machines/ are pure statecharts: they import xstate and each other only.' }] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // machines/ imports only xstate (and sibling machines)
  { files: ['machines/*.ts'], rules: onlyXstate('^(?!xstate(/|$)|\\./)') },
  { files: ['machines/*/*.ts'], rules: onlyXstate('^(?!xstate(/|$)|\\./|\\.\\./[^./][^/]*$)') },
  // views never call the gateway: they send events to actors
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/widgets/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/api/gateway',
                '**/api/endpoints',
                '**/api/errors',
                '**/api/failure',
                '**/api/runtimeConfig',
                'ofetch',
              ],
              message: 'Views send events to actors; only src/app wires actors to the gateway.',
            },
            { group: ['**/server/**'], message: 'The portal never imports the sandbox back end.' },
          ],
        },
      ],
    },
  },
  // the back end shares only the API contract with the portal
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!api/contract(/|$))',
              message: 'server/ may import only src/api/contract from the portal.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'scripts/**/*.ts', 'server/main.ts', 'server/log.ts'],
    rules: { 'no-console': 'off' },
  },
);
