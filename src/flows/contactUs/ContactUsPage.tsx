import { Paper, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { PublicLayout } from '../../shell/layout/PublicLayout';
import { PageTitle } from '../../ui/PageTitle';
import { ContactUsForm } from './ContactUsForm';
import { useContactPrefill } from './useContactPrefill';

/** /contact-us (requirements#contact-us): the contact form before sign-in. */
export function ContactUsPage() {
  const prefill = useContactPrefill();
  return (
    <PublicLayout>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <PageTitle>
              <Trans>Contact us</Trans>
            </PageTitle>
            <Text c="dimmed" mt={4}>
              <Trans>
                Write to us and we answer by e-mail or SMS. Never send your password, PIN or one-time codes.
              </Trans>
            </Text>
          </div>
          <ContactUsForm prefill={prefill} />
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

/** /app/pages/contact-us: the form under the page's text (composed in src/routes). */
export function ContactUsSection() {
  const prefill = useContactPrefill();
  return (
    <Stack gap="md" maw={640}>
      <Text component="h2" fw={700} size="xl">
        <Trans>Write to us</Trans>
      </Text>
      <ContactUsForm prefill={prefill} />
    </Stack>
  );
}
