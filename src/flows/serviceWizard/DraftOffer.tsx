import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatDateTime, intlLocale } from '../../i18n/format';

/** When a draft was saved: its time today, its date and time before. */
function savedWhen(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() !== now.toDateString()) return formatDateTime(iso, locale);
  return new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(date);
}

/**
 * requirements#wizard-drafts: the service's draft offered back before the wizard starts — Continue
 * (the wizard goes on from it) or Start over (it is deleted).
 */
export function DraftOffer({
  title,
  savedAt,
  locale,
  discarding,
  onContinue,
  onStartOver,
}: {
  title: string;
  savedAt: string;
  locale: string;
  discarding: boolean;
  onContinue: () => void;
  onStartOver: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // the offer replaces the page's form: the focus goes to its question
  useEffect(() => heading.current?.focus(), []);
  const when = savedWhen(savedAt, locale);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="draft-offer">
      <Stack gap="md">
        <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t`Continue your ${title} from ${when}?`}
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            You left this service before finishing it. What you entered was kept, except your PIN and one-time codes.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button onClick={onContinue} disabled={discarding}>
            <Trans>Continue</Trans>
          </Button>
          <Button variant="default" onClick={onStartOver} loading={discarding}>
            <Trans>Start over</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
