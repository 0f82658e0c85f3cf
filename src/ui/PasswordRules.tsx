import { Box, Text, VisuallyHidden, type PasswordInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ShowablePasswordInput } from './ShowablePasswordInput';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordProblems, type PasswordRule } from '../api/contract/policy';
import { usePasswordPolicy } from './credentialRules';
import { successText } from './textColours';

const order: readonly PasswordRule[] = ['length', 'upper', 'lower', 'digit', 'special'];

/**
 * The five password rules (requirements#validation-password) as a live checklist: each rule ticks
 * when the typed password meets it. The state is in words too, for screen readers. It does not
 * announce itself on every keystroke; as the field's description it is read when the field is
 * focused.
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useLingui();
  // issue 19: the configured policy's rules only (the ASVS profile has the length rule alone)
  const policy = usePasswordPolicy();
  const problems = new Set(passwordProblems(password, policy));
  const min = policy.minLength;
  const max = policy.maxLength;
  const rules = order.filter((rule) => rule === 'length' || policy[rule]);
  const label: Record<PasswordRule, string> = {
    length: t`${min} to ${max} characters`,
    upper: t`An upper-case letter`,
    lower: t`A lower-case letter`,
    digit: t`A digit`,
    special: t`A special character such as @ or #`,
  };
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Password rules`}>
      {rules.map((rule) => {
        const met = password !== '' && !problems.has(rule);
        return (
          <Box
            component="li"
            key={rule}
            data-rule={rule}
            data-met={met || undefined}
            style={{ display: 'flex', alignItems: 'center', gap: 6 }}
          >
            {met ? (
              <IconCheck size={14} aria-hidden style={{ color: successText, flexShrink: 0 }} />
            ) : (
              <IconX size={14} aria-hidden style={{ color: 'var(--mantine-color-dimmed)', flexShrink: 0 }} />
            )}
            <Text span size="xs" style={{ color: met ? successText : undefined }} c={met ? undefined : 'dimmed'}>
              <VisuallyHidden>{met ? t`Done:` : t`Still needed:`} </VisuallyHidden>
              {label[rule]}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * A new password's field with the rule checklist under it, the checklist wired as the field's
 * description. Give it the form's input props (controlled): `value` drives the checklist.
 */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <ShowablePasswordInput
      autoComplete="new-password"
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      description={<PasswordRules password={typeof props.value === 'string' ? props.value : ''} />}
      descriptionProps={{ component: 'div', mt: 6 }}
      {...props}
    />
  );
}
