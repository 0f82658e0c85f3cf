import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { UserCategory } from '../api/contract/categories';
import { categoryLabels } from './categoryLabels';
import type { Reach } from './lazyOnReach';

/** The account type's select itself (its code loads when the user reaches for it: AccountFields.tsx). */
export default function AccountTypeSelect({
  categories,
  category,
  reach,
}: {
  categories: readonly UserCategory[];
  category: GetInputPropsReturnType;
  reach: Reach | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <Select
      label={t`Account type`}
      data={categories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) }))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      defaultDropdownOpened={reach === 'click'}
      autoFocus={reach === 'focus' || reach === 'click'}
      {...category}
    />
  );
}
