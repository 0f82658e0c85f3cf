import { Button, Group, TextInput } from '@mantine/core';
import { FormPanel } from './FormPanel';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { fieldMessages } from '../../forms/fields/messages';

/** Customer service names the customer whose transactions to read (requirements#reports), read-only. */
export function CustomerLookup({ current, onLookUp }: { current: string | null; onLookUp: (mobile: string) => void }) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: { mobile: current ?? '' },
    validate: { mobile: (value) => (/^[0-9]{10}$/.test(value.trim()) ? null : i18n._(fieldMessages.mobileLength)) },
  });
  return (
    <FormPanel label={t`Find a customer`} onSubmit={form.onSubmit((values) => onLookUp(values.mobile.trim()))}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t`Customer's mobile number`}
          description={t`10 digits, such as 7701000001`}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={10}
          miw={240}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('mobile')}
        />
        <Button type="submit" mt={25} leftSection={<IconSearch size={16} aria-hidden />}>
          <Trans>Show transactions</Trans>
        </Button>
      </Group>
    </FormPanel>
  );
}
