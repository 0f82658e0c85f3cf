// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyRuntimeConfig } from '../../src/shell/startup/startup.logic';

const bootScript = readFileSync('public/boot.js', 'utf8');

/** Runs public/boot.js as the page's classic script would, with its own `src`. */
function runBoot(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    new Function(bootScript)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.__wpRuntimeConfig = undefined;
});

describe('the runtime configuration asked for by the boot script (issue 20)', () => {
  it('is requested at once, next to the boot script, whatever page was opened', async () => {
    const answer = new Response('{}');
    const fetch = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetch);
    runBoot('http://portal.example/boot.js');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://portal.example/portal-config.json', { cache: 'no-cache' });
    // the startup statechart takes that answer once; a retry asks again
    await expect(takeEarlyRuntimeConfig(window)).resolves.toBe(answer);
    expect(takeEarlyRuntimeConfig(window)).toBeUndefined();
  });

  it('leaves a failed request to the statechart, not to the page as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      runBoot('http://portal.example/boot.js');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeEarlyRuntimeConfig(window)).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('is not asked for in a frame, where the portal runs no app', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    const top = Object.getOwnPropertyDescriptor(window, 'top');
    Object.defineProperty(window, 'top', { value: {}, configurable: true });
    try {
      runBoot('http://portal.example/boot.js');
    } finally {
      if (top) Object.defineProperty(window, 'top', top);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyRuntimeConfig(window)).toBeUndefined();
  });

  it('is not there when the boot script could not ask (the statechart asks itself)', () => {
    expect(takeEarlyRuntimeConfig(window)).toBeUndefined();
  });
});
