import { Alert, Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { PublicLayout } from '../../shell/layout/PublicLayout';
import { useActiveLocale } from '../../ui/hooks';
import { OnboardingWizard, selectOnboardingEditing, selectOnboardingTitle } from '../../ui/onboarding/OnboardingWizard';
import { PageTitle } from '../../ui/PageTitle';
import { selfOnboardingLogic } from './selfOnboarding.logic';
import type { SnapshotFrom } from 'xstate';
import type { selfOnboardingMachine } from '../../../machines/selfOnboarding.machine';

/** the mobile the application was made with: its status page is opened with it (in the tab's history) */
const selectMobile = (s: SnapshotFrom<typeof selfOnboardingMachine>) => {
  const mobile = s.context.values.mobile;
  return typeof mobile === 'string' ? mobile.trim() : '';
};

/**
 * /self-onboarding (requirements#onboarding): a visitor opens a wallet. The steps come from the
 * onboarding field details and are drawn by the shared onboarding wizard; the application is
 * reviewed, then submitted, and answers a reference to follow it with.
 */
export function SelfOnboardingPage() {
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => selfOnboardingLogic(platform));
  // a visitor's own application: the template is loaded, not handed in
  const actor = useFlowActor(logic, { input: {} });
  const title = useSelector(actor, selectOnboardingTitle);
  const editing = useSelector(actor, selectOnboardingEditing);
  const mobile = useSelector(actor, selectMobile);

  return (
    <PublicLayout wide>
      <Container size="sm" px={0}>
        <Stack gap="lg">
          <Stack gap={4}>
            <PageTitle>{title ? localize(title, locale) : <Trans>Open a wallet</Trans>}</PageTitle>
            <Text c="dimmed">
              <Trans>
                Already applied?{' '}
                <Anchor component={Link} to="/self-onboarding/status" underline="always">
                  Check your application
                </Anchor>
              </Trans>
            </Text>
          </Stack>
          <OnboardingWizard
            actor={actor}
            reviewTitle={<Trans>Check your application</Trans>}
            submitted={{
              title: <Trans>Application received</Trans>,
              body: (reference) => (
                <>
                  <Text>
                    <Trans>
                      Your reference is{' '}
                      <Text component="bdi" fw={700} dir="ltr" data-testid="onboarding-reference">
                        {reference}
                      </Text>
                      . Keep it: with your mobile number it shows how your application is going. We will also tell you
                      by SMS.
                    </Trans>
                  </Text>
                  <Group>
                    <Button
                      component={Link}
                      to="/self-onboarding/status"
                      search={{ reference: reference ?? undefined } as never}
                      state={(state) => ({ ...state, onboardingMobile: mobile })}
                    >
                      <Trans>Check the status</Trans>
                    </Button>
                    <Button component={Link} to="/signin" variant="default">
                      <Trans>Go to sign in</Trans>
                    </Button>
                  </Group>
                </>
              ),
            }}
          />
          {editing ? (
            <Alert variant="light" color="gray">
              <Trans>Your ID images are checked here before they are sent: JPEG or PNG, at most 2 MB each.</Trans>
            </Alert>
          ) : null}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
