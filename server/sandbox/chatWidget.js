/*
 * The sandbox's demo chat widget (GET /sandbox/chat-widget.js): what a site's `chatscript`
 * setting points at, so the portal's loading of a chat script can be tried without a vendor.
 * Self-contained and inert: no network calls, no code or markup from strings. Styles are set
 * through the CSSOM (element.style), which a CSP without 'unsafe-inline' still allows, unlike
 * style attributes. Loading it twice adds nothing: the root carries data-sandbox-chat.
 */
(function () {
  'use strict';

  var MESSAGE = 'The sandbox chat is not staffed. Write to care@wallet-portal.example.';
  var ACCENT = '#1f5fcf';
  var SVG = 'http://www.w3.org/2000/svg';

  function styled(element, styles) {
    for (var name in styles) element.style[name] = styles[name];
    return element;
  }

  function button(label) {
    var b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('aria-label', label);
    b.title = label;
    return styled(b, { cursor: 'pointer', font: 'inherit', margin: '0' });
  }

  function bubbleIcon() {
    var icon = document.createElementNS(SVG, 'svg');
    icon.setAttribute('viewBox', '0 0 24 24');
    icon.setAttribute('width', '26');
    icon.setAttribute('height', '26');
    icon.setAttribute('aria-hidden', 'true');
    icon.setAttribute('focusable', 'false');
    var path = document.createElementNS(SVG, 'path');
    path.setAttribute('fill', 'currentColor');
    path.setAttribute('d', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z');
    icon.appendChild(path);
    return icon;
  }

  function mount() {
    // Checked when mounting, not when loading: two loads may both wait for the body.
    if (document.querySelector('[data-sandbox-chat]')) return;

    var root = styled(document.createElement('div'), {
      position: 'fixed',
      insetInlineEnd: '24px',
      insetBlockEnd: '24px',
      zIndex: '2147483000',
      font: '14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif',
      color: '#1a1b1e',
    });
    root.setAttribute('data-sandbox-chat', '');

    var panel = styled(document.createElement('div'), {
      position: 'absolute',
      insetInlineEnd: '0',
      insetBlockEnd: '72px',
      width: 'min(300px, calc(100vw - 48px))',
      boxSizing: 'border-box',
      padding: '16px',
      paddingInlineEnd: '44px',
      background: '#ffffff',
      border: '1px solid #ced4da',
      borderRadius: '12px',
      boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
    });
    panel.id = 'sandbox-chat-panel';
    panel.hidden = true;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Chat');

    var text = styled(document.createElement('p'), { margin: '0' });
    text.textContent = MESSAGE;
    // English on an Arabic or Kurdish page too: keep the sentence's full stop where it belongs.
    text.lang = 'en';
    text.dir = 'auto';

    var close = styled(button('Close chat'), {
      position: 'absolute',
      insetBlockStart: '8px',
      insetInlineEnd: '8px',
      width: '28px',
      height: '28px',
      padding: '0',
      border: 'none',
      borderRadius: '50%',
      background: 'transparent',
      color: '#495057',
      fontSize: '20px',
      lineHeight: '28px',
    });
    var cross = document.createElement('span');
    cross.setAttribute('aria-hidden', 'true');
    cross.textContent = '\u00d7';
    close.appendChild(cross);

    var launcher = styled(button('Chat with us'), {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '56px',
      height: '56px',
      padding: '0',
      border: 'none',
      borderRadius: '50%',
      background: ACCENT,
      color: '#ffffff',
      boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
    });
    launcher.setAttribute('aria-expanded', 'false');
    launcher.setAttribute('aria-controls', panel.id);
    launcher.appendChild(bubbleIcon());

    function setOpen(open) {
      panel.hidden = !open;
      launcher.setAttribute('aria-expanded', String(open));
      (open ? close : launcher).focus();
    }

    launcher.addEventListener('click', function () {
      setOpen(panel.hidden);
    });
    close.addEventListener('click', function () {
      setOpen(false);
    });
    panel.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') setOpen(false);
    });

    panel.appendChild(text);
    panel.appendChild(close);
    root.appendChild(panel);
    root.appendChild(launcher);
    document.body.appendChild(root);
  }

  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
})();
