import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { FlowFailure } from '../../../machines/shared';
import { normalizeRecoveryCode } from './RecoveryCodeInput';

/**
 * What the user types as a second factor — the app's code or a recovery code — shared by sign-in
 * and by turning two-step verification off. Which one is typed is a purely visual choice; a
 * refused proof is cleared and the cursor goes back to where it is typed.
 */
export function useSecondFactorEntry(failure: FlowFailure | null) {
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
  useEffect(() => {
    if (!failure) return;
    if (useRecovery) recoveryRef.current?.focus();
    else codeRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to a new failure only
  }, [failure]);

  return {
    useRecovery,
    code,
    setCode,
    recoveryCode,
    setRecoveryCode,
    recoveryError,
    codeRef,
    recoveryRef,
    toggle: () => {
      setUseRecovery(!useRecovery);
      setRecoveryError(null);
    },
    /** the typed recovery code, normalized, or null after saying what is wrong with it */
    readRecoveryCode: (): string | null => {
      const value = normalizeRecoveryCode(recoveryCode);
      setRecoveryError(value === null ? t`Enter a recovery code such as abcde-23456.` : null);
      if (value === null) recoveryRef.current?.focus();
      return value;
    },
  };
}
