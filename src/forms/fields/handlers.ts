import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValue } from '../types';
import type { FormFieldProps } from './types';

/** Where a form's field events go, each with the ParameterId it concerns. */
export interface FieldSink {
  change(parameterId: string, value: FieldValue): void;
  blur(parameterId: string): void;
  file(parameterId: string, file: File): void;
  cancelFile(parameterId: string): void;
  retryOptions(parameterId: string): void;
}

export type FieldHandlers = Pick<FormFieldProps, 'onChange' | 'onBlur' | 'onFile' | 'onCancelFile' | 'onRetryOptions'>;

/**
 * Per-field callbacks that keep their identity for the life of the form, so a memoized FormField
 * skips rendering while another field changes. They call the sink of the latest render, so the
 * sink itself may be a fresh object each time.
 */
export function useFieldHandlers(sink: FieldSink): (parameterId: string) => FieldHandlers {
  const latest = useRef(sink);
  useLayoutEffect(() => {
    latest.current = sink;
  });
  const [cache] = useState(() => new Map<string, FieldHandlers>());
  return useCallback(
    (parameterId: string) => {
      let handlers = cache.get(parameterId);
      if (!handlers) {
        handlers = {
          onChange: (value) => latest.current.change(parameterId, value),
          onBlur: () => latest.current.blur(parameterId),
          onFile: (file) => latest.current.file(parameterId, file),
          onCancelFile: () => latest.current.cancelFile(parameterId),
          onRetryOptions: () => latest.current.retryOptions(parameterId),
        };
        cache.set(parameterId, handlers);
      }
      return handlers;
    },
    [cache],
  );
}
