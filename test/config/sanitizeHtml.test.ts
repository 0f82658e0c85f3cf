// @vitest-environment jsdom
// happy-dom parses HTML too loosely for a sanitizer to be judged on it; jsdom follows the HTML standard
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/config/sanitizeHtml';

describe('content-service HTML is sanitized before it is shown', () => {
  it('keeps headings, paragraphs, lists, tables and portal links', () => {
    const html =
      '<h2>Terms</h2><p>Read <a href="/app/privacy-policy">our privacy policy</a>.</p><ul><li>one</li></ul><table><tr><td>x</td></tr></table>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Terms</h2>');
    expect(clean).toContain('<a href="/app/privacy-policy">our privacy policy</a>');
    expect(clean).toContain('<li>one</li>');
    expect(clean).toContain('<td>x</td>');
  });

  it('removes scripts, handlers, styles, frames and forms', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()" style="color:red" class="x">Hi</p><script>steal()</script><img src="/a.png" onerror="steal()"><iframe src="/x"></iframe><form action="/x"><input name="pin"></form><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style|iframe|form|input|class=/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="/a.png">');
  });

  it('drops unsafe links and third-party images, and opens other sites in a new tab without the opener', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="https://help.example.org/faq">faq</a><a href="mailto:care@example.org">mail</a><img src="https://tracker.example/p.gif">',
    );
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('data:text');
    expect(clean).toContain('<a href="https://help.example.org/faq" target="_blank" rel="noopener noreferrer">faq</a>');
    expect(clean).toContain('<a href="mailto:care@example.org">mail</a>');
    expect(clean).not.toContain('tracker.example');
  });
});
