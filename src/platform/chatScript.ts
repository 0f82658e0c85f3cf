import * as v from 'valibot';
import { chatScriptSchema } from '../api/contract/chatScript';

/**
 * requirements#chat-script: site settings' chatscript: a provider's chat widget, loaded only when
 * configured, once, from this origin or over https (the contract's rule) — and only from origins
 * the hosting server's CSP allows (the sandbox: CSP_SCRIPT_ORIGINS), since the portal never loosens
 * its policy.
 */
export function chatScriptUrl(configured: string | null | undefined, origin: string): string | null {
  if (!configured || !v.is(chatScriptSchema, configured)) return null;
  return new URL(configured, origin).href;
}

export function loadChatScript(configured: string | null | undefined, doc: Document = document): void {
  const src = chatScriptUrl(configured, doc.location.origin);
  if (configured && !src) console.warn('[chat] the configured chat script is not an https or same-origin address');
  if (!src || doc.querySelector('script[data-chat-script]')) return;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.chatScript = '';
  script.referrerPolicy = 'strict-origin-when-cross-origin';
  doc.head.append(script);
}
