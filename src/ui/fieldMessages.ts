import { useLingui } from '@lingui/react/macro';
import { MAX_PHOTO_BYTES } from '../api/contract/account';
import { useServerFieldMessage as useAccountFieldMessage } from './credentialRules';

/**
 * A server field error in the user's language: the PIN and profile codes the sandbox sends have
 * our own wording; the rest is worded as on the public account pages.
 */
export function useServerFieldMessage(): (field: string, code: string, message: string) => string {
  const { t } = useLingui();
  const base = useAccountFieldMessage();
  return (field, code, message) => {
    if (code === 'required') return t`This field is required.`;
    if (code === 'readOnly') return t`This field cannot be changed here.`;
    if (/pin$/i.test(field)) {
      if (code === 'repeated') return t`Do not repeat one digit.`;
      if (code === 'sequence') return t`Do not use a run of digits such as 1234.`;
      if (code === 'digits') return t`Use digits only.`;
    }
    if (field === 'photo') {
      const mb = MAX_PHOTO_BYTES / 1_000_000;
      if (code === 'size') return t`The photo must be at most ${mb} MB.`;
      if (code === 'type') return t`Choose a JPEG or PNG image.`;
    }
    if (field === 'fields.PHONE') return base('phone', code, message);
    if (field === 'fields.EMAIL') return base('email', code, message);
    return base(field, code, message);
  };
}
