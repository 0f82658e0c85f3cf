/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** the default Mantine palettes, generated from the spec's colours at build time */
declare const __DEFAULT_PALETTES__: Record<string, readonly string[]>;
