// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/** The file the sandbox serves at /sandbox/chat-widget.js (its headers: siteSettingsTool.test.ts). */
// (no `new URL(…, import.meta.url)`: under happy-dom the global URL is the DOM's, not Node's)
const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(join(here, '../../../server/sandbox/chatWidget.js'), 'utf8');

/** Runs the script as a browser would run a classic <script>: in the page's global scope. */
function load(): void {
  // (the test stands in for the browser; the widget itself builds no code from strings)
  new Function(source)();
}

const root = () => document.querySelectorAll<HTMLElement>('[data-sandbox-chat]');
const launcher = () => document.querySelector<HTMLButtonElement>('button[aria-label="Chat with us"]');
const panel = () => document.querySelector<HTMLElement>('[role="dialog"]');
const closeButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Close chat"]');

describe('the sandbox chat widget in a page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('dir');
  });

  it('adds one fixed round "Chat with us" button at the inline-end bottom corner', () => {
    load();
    expect(root()).toHaveLength(1);
    const container = root()[0];
    expect(container?.parentElement).toBe(document.body);
    expect(container?.style.position).toBe('fixed');
    expect(container?.style.insetInlineEnd).toBe('24px');
    expect(container?.style.insetBlockEnd).toBe('24px');
    const button = launcher();
    expect(button?.type).toBe('button');
    expect(button?.style.borderRadius).toBe('50%');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(panel()?.hidden).toBe(true);
    // styled through the CSSOM only: no style sheets or <style> elements were added
    expect(document.querySelectorAll('style, link')).toHaveLength(0);
  });

  it('adds nothing on a second load', () => {
    load();
    load();
    expect(root()).toHaveLength(1);
    expect(document.querySelectorAll('button')).toHaveLength(2);
  });

  it('toggles the panel with the message, and closes it with its close button or Escape', () => {
    load();
    const button = launcher();
    button?.click();
    expect(panel()?.hidden).toBe(false);
    expect(panel()?.textContent).toContain('The sandbox chat is not staffed. Write to care@wallet-portal.example.');
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(closeButton());

    button?.click();
    expect(panel()?.hidden).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('false');

    button?.click();
    closeButton()?.click();
    expect(panel()?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);

    button?.click();
    panel()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel()?.hidden).toBe(true);
  });

  it('waits for the body when loaded from the head', () => {
    const body = document.body;
    body.remove();
    load();
    expect(root()).toHaveLength(0);
    document.documentElement.appendChild(body);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(root()).toHaveLength(1);
  });
});
