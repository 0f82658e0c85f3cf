import { ComponentType, type ServiceForm } from '../api/contract/serviceForm';
import type { FieldValue, FileValue } from './types';
import { filesOf } from './validation/context';

/*
 * requirements#field-attributes isMultiple on a file field: its value is a list of files. Each
 * chosen file joins the list with a key (uploadingFile(file, true)); the answers of its upload or
 * read replace that one item, so files chosen together never overwrite each other.
 */

/** Whether the form's field `id` is a file field that takes several files. */
export function isMultipleFile(form: Pick<ServiceForm, 'steps'>, id: string): boolean {
  const parameter = form.steps.flatMap((step) => step.parameters).find((item) => item.ParameterId === id);
  return parameter !== undefined && parameter.isMultiple === true && isFileParameter(parameter);
}

export const isFileParameter = (parameter: { ComponentType: number; type?: string | undefined }) =>
  parameter.ComponentType === ComponentType.file || parameter.type === 'file';

/** The list with one more file at its end. */
export function withFile(current: unknown, file: FileValue): FileValue[] {
  return [...filesOf(current), file];
}

/** The list with the file of the same key replaced; a file no longer there (removed) stays out. */
export function replaceFile(current: unknown, file: FileValue): FieldValue {
  const files = filesOf(current);
  const next = files.map((item) => (item.key !== undefined && item.key === file.key ? file : item));
  return next.length > 0 ? next : null;
}

/** Cancel on a list: the files still on their way go, the ready ones stay. */
export function withoutUploading(current: unknown): FieldValue {
  const rest = filesOf(current).filter((item) => item.state !== 'uploading');
  return rest.length > 0 ? rest : null;
}
