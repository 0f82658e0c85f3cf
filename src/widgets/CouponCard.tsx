import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy, IconTicket } from '@tabler/icons-react';
import type { LocaleText } from '../api/contract/content';
import { localizedTitle } from '../config/menu';
import { useActiveLocale } from '../ui/hooks';
import { successText } from '../ui/textColours';
import { WidgetCard } from '../ui/WidgetCard';
import type { WidgetProps } from '../ui/widgetData';
import { useWidgetActor } from './useWidgetActor';
import { localeTextSetting } from './widgetSettings';

interface Coupon {
  code: string;
  title: LocaleText | undefined;
}

/** CouponCard: a configured offer (settings.code, settings.title) with its code to copy; none configured, none shown. */
export default function CouponCard(props: WidgetProps) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const code =
    typeof props.settings?.code === 'string' && /^[A-Z0-9-]{3,24}$/.test(props.settings.code)
      ? props.settings.code
      : null;
  const title = localeTextSetting(props.settings?.title);
  const actor = useWidgetActor((l) => l.siteSettings<Coupon>(() => (code ? { code, title } : null)));
  return (
    <WidgetCard<Coupon>
      actor={actor}
      title={t`Offer`}
      icon={<IconTicket size={20} aria-hidden />}
      empty={t`Nothing to show here yet.`}
    >
      {(coupon) => (
        <Stack gap="xs">
          {coupon.title ? <Text size="sm">{localizedTitle(coupon.title, locale)}</Text> : null}
          <Group justify="space-between" wrap="nowrap">
            <Text
              fw={700}
              ff="monospace"
              dir="ltr"
              style={{ border: '1px dashed var(--mantine-color-default-border)', padding: '2px 8px' }}
            >
              {coupon.code}
            </Text>
            <CopyButton value={coupon.code}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={copy}
                  c={copied ? successText : undefined}
                  leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  aria-live="polite"
                >
                  {copied ? t`Copied` : t`Copy code`}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </WidgetCard>
  );
}
