import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { UserCategory } from '../api/contract/categories';
import { categoryLabels } from './categoryLabels';

interface Props {
  categories: readonly UserCategory[];
  category: GetInputPropsReturnType;
  login: GetInputPropsReturnType;
  /** the login takes the focus when the page opens (the recovery flows' only question) */
  autoFocus?: boolean;
}

/**
 * The account a user names, on the sign-in form and in the recovery flows: the account type
 * where the portal signs in more than one category, and the login.
 */
export function AccountFields({ categories, category, login, autoFocus = false }: Props) {
  const { t, i18n } = useLingui();
  return (
    <>
      {categories.length > 1 ? (
        <Select
          label={t`Account type`}
          data={categories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...category}
        />
      ) : null}
      <TextInput
        label={t`Mobile number or username`}
        autoComplete="username"
        required
        data-autofocus
        autoFocus={autoFocus}
        {...login}
      />
    </>
  );
}
