import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar', 'ku'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/atlas/**', '<rootDir>/src/flows/atlas/**'],
    },
    // the flow atlas (a QA tool) speaks from its own catalog, loaded with its page
    {
      path: '<rootDir>/src/i18n/locales/{locale}/atlas',
      include: ['<rootDir>/src/atlas', '<rootDir>/src/flows/atlas'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
