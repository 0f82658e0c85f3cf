import type { ServiceForm } from '../api/contract/serviceForm';

export type FormatType = ServiceForm['formatType'];

// apart from steps.ts so the demo form's route (its search check is part of the boot) does not
// bring the form engine's steps and conditions with it (issue 20)
/**
 * requirements#field-attributes formatType: 1 labels above the fields, 2 labels beside them (a
 * label column at the start), 3 each field on its own card. The form configuration's
 * formatType comes from the request's type, so a request that names 1, 2 or 3 (a number or its
 * text) sets it; anything else keeps the configured one.
 */
export function formatTypeFromRequest(type: unknown, configured: FormatType): FormatType {
  const n = typeof type === 'string' && /^[123]$/.test(type.trim()) ? Number(type) : type;
  return n === 1 || n === 2 || n === 3 ? n : configured;
}
