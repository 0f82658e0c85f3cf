import { ComboboxChevron, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { UserCategory } from '../api/contract/categories';
import { categoryLabels } from './categoryLabels';
import { lazyOnReach } from './lazyOnReach';

const AccountTypeSelect = lazyOnReach(() => import('./AccountTypeSelect'));

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
  const chosen = categories.find((c) => c === category.value);
  return (
    <>
      {categories.length > 1 ? (
        <AccountTypeSelect
          categories={categories}
          category={category}
          // issue 20: the select's list (Mantine's combobox and floating machinery) loads when the
          // user reaches for it; until then the field shows the chosen type as Select draws it
          placeholder={(reach) => (
            <TextInput
              label={t`Account type`}
              value={chosen ? i18n._(categoryLabels[chosen]) : ''}
              readOnly
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={false}
              error={category.error}
              rightSection={<ComboboxChevron error={category.error} />}
              rightSectionPointerEvents="none"
              pointer
              {...reach}
            />
          )}
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
