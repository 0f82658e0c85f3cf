import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { FlowFailure } from '../../machines/shared';
import { normalizeRecoveryCode } from './RecoveryCodeInput';
import { useFailureEffect } from './useFailureEffect';

/** An authenticator app's codes are six digits. */
export const AUTHENTICATOR_CODE_LENGTH = 6;

interface SecondFactorOptions {
  /** a proof is on its way: nothing more is sent */
  busy: boolean;
  onCode: (code: string) => void;
  /** where a recovery code may stand in for the app's code */
  onRecoveryCode?: (recoveryCode: string) => void;
}

/**
 * What the user types as a second factor — the app's code or a recovery code — shared by sign-in
 * and by turning two-step verification off. Which one is typed is a purely visual choice; a
 * complete code is sent at once; a refused proof is cleared and the cursor goes back to where it
 * is typed.
 */
export function useSecondFactorEntry(
  failure: FlowFailure | null,
  { busy, onCode, onRecoveryCode }: SecondFactorOptions,
) {
  const { t } = useLingui();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [recoveryError, setRecoveryError] = useState<string | null>(null);
  const [seenFailure, setSeenFailure] = useState(failure);
  const codeRef = useRef<HTMLInputElement>(null);
  const recoveryRef = useRef<HTMLInputElement>(null);

  // adjusting state while rendering, as React recommends
  if (failure !== seenFailure) {
    setSeenFailure(failure);
    setCode('');
    setRecoveryCode('');
  }
  useFailureEffect(failure, (failure) => {
    if (!failure) return;
    if (useRecovery) recoveryRef.current?.focus();
    else codeRef.current?.focus();
  });

  const submitCode = (value: string) => {
    if (value.length === AUTHENTICATOR_CODE_LENGTH && !busy) onCode(value);
  };
  const submitRecoveryCode = () => {
    if (busy || !onRecoveryCode) return;
    const value = normalizeRecoveryCode(recoveryCode);
    setRecoveryError(value === null ? t`Enter a recovery code such as abcde-23456.` : null);
    if (value === null) recoveryRef.current?.focus();
    else onRecoveryCode(value);
  };

  return {
    useRecovery,
    /** whether what is typed is worth sending */
    complete: useRecovery ? recoveryCode.trim() !== '' : code.length === AUTHENTICATOR_CODE_LENGTH,
    toggle: () => {
      setUseRecovery(!useRecovery);
      setRecoveryError(null);
    },
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      if (useRecovery) submitRecoveryCode();
      else submitCode(code);
    },
    /** the app's code: sent as soon as its last digit is typed */
    codeInput: { inputRef: codeRef, value: code, onChange: setCode, onComplete: submitCode },
    recoveryInput: { inputRef: recoveryRef, value: recoveryCode, onChange: setRecoveryCode, error: recoveryError },
  };
}
