/**
 * requirements#validation-markup ("no script, no HTML", spec 001 §5): shared by the portal's form
 * rules (noScript, noHtml) and the sandbox, which applies both to every free-text field it receives.
 */

/** A script element in any case, with or without spaces after '<' ('< script', '</SCRIPT'). */
export const SCRIPT_TAG = /<\s*\/?\s*script\b/i;
/** Any tag, comment or doctype: '<' followed by a name, '/', or '!', up to '>'. */
export const HTML_TAG = /<\s*[/!]?\s*[A-Za-z][^>]*>|<!--/;

export type MarkupProblem = 'scriptNotAllowed' | 'htmlNotAllowed';

export function markupProblem(text: string): MarkupProblem | null {
  if (SCRIPT_TAG.test(text)) return 'scriptNotAllowed';
  if (HTML_TAG.test(text)) return 'htmlNotAllowed';
  return null;
}
