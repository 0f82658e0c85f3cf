import { describe, expect, it } from 'vitest';
import { chatScriptUrl } from '../../src/platform/chatScript';

describe('chat script address', () => {
  const origin = 'https://portal.example';
  it('loads nothing when none is configured', () => {
    for (const none of [null, undefined, '']) expect(chatScriptUrl(none, origin)).toBeNull();
  });
  it('accepts a path on this origin and an https address', () => {
    expect(chatScriptUrl('/sandbox/chat-widget.js', origin)).toBe('https://portal.example/sandbox/chat-widget.js');
    expect(chatScriptUrl('https://chat.example.com/w.js', origin)).toBe('https://chat.example.com/w.js');
  });
  it('refuses anything else', () => {
    for (const bad of [
      'http://chat.example.com/w.js',
      '//chat.example.com/w.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '/\\evil.example/w.js',
      'https://user:pass@chat.example.com/w.js',
      'chat.js',
      '   ',
      '/\tevil.example/w.js',
    ])
      expect(chatScriptUrl(bad, origin), bad).toBeNull();
  });
});
