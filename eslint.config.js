// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // Import boundaries (machines pure, flows apart, views without endpoints, server with the contract only)
  // are checked by dependency-cruiser: .dependency-cruiser.mjs.
  {
    files: ['test/**/*.{ts,tsx}', 'scripts/**/*.ts', 'server/main.ts', 'server/log.ts'],
    rules: { 'no-console': 'off' },
  },
  // --- server layers (server/) ---
  // server/<area>/: <name>.routes.ts (Hono handlers) → <name>.ts (the rules) → <name>.repository.ts (SQL).
  // SQL lives in repositories and server/db/ only: elsewhere no query()/exec() call and no SQL text.
  // test/architecture/serverLayers.test.ts proves each rule fails on code that breaks it.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/db/**', '**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // c.req.query() is Hono's query string; /regex/.exec() a regular expression
          selector:
            "CallExpression[callee.property.name=/^(query|exec)$/]:not([callee.object.property.name='req']):not([callee.object.regex])",
          message: 'SQL runs in a *.repository.ts: call a repository function (for a named RegExp use String#match).',
        },
        {
          selector: 'Literal[value=/^\\s*(select|insert|update|delete|with|create|alter)\\s/i]',
          message: 'SQL text belongs in a *.repository.ts.',
        },
        {
          selector:
            'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*(select|insert|update|delete|with|create|alter)\\s/i]',
          message: 'SQL text belongs in a *.repository.ts.',
        },
      ],
    },
  },
  {
    // Routes talk to the domain layer only.
    files: ['**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '[.]repository([.]ts)?$',
              message: 'Routes call the domain (<name>.ts), never a repository.',
            },
            {
              regex: '(^|/)db/[^/]+$',
              message: 'Routes call the domain (<name>.ts), never the database (server/db/).',
            },
          ],
        },
      ],
    },
  },
  // --- end server layers ---
);
