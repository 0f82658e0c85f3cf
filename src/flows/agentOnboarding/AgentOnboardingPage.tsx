import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { agentOnboardingMachine } from '../../../machines/agentOnboarding.machine';
import type { OnboardingTemplate } from '../../api/contract/onboarding';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { useActiveLocale } from '../../ui/hooks';
import { FailedWithRetry, LoadingStatus } from '../../ui/ListStatus';
import { OnboardingWizard, type OnboardingActor } from '../../ui/onboarding/OnboardingWizard';
import { PageTitle } from '../../ui/PageTitle';
import { agentOnboardingLogic } from './agentOnboarding.logic';

type Snapshot = SnapshotFrom<typeof agentOnboardingMachine>;
type View = 'loading' | 'loadFailed' | 'choosing' | 'filling' | 'submitted';

const selectView = (s: Snapshot): View =>
  (['loadFailed', 'choosing', 'filling', 'submitted'] as const).find((v) => s.matches(v)) ?? 'loading';
/** the flow carries the contract's templates without looking inside */
const selectTemplates = (s: Snapshot) => s.context.templates as unknown as OnboardingTemplate[];
const selectTemplate = (s: Snapshot) => s.context.template as unknown as OnboardingTemplate | null;
const selectReference = (s: Snapshot) => s.context.reference;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectApplication = (s: Snapshot) => s.children.application as OnboardingActor | undefined;

/**
 * /app/onboard-customer (requirements#agent-onboarding): an agent onboards a customer over the
 * counter — chooses what to onboard (the templates it may), fills in the customer's application
 * with the same steps a visitor's self-onboarding has, and gives the customer the reference. The
 * rep decides it in the same queue; the agent follows it in its applications.
 */
export function AgentOnboardingPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const locale = useActiveLocale();
  const [logic] = useState(() => agentOnboardingLogic(platform));
  const actor = useFlowActor(logic);
  const view = useSelector(actor, selectView);
  const templates = useSelector(actor, selectTemplates);
  const template = useSelector(actor, selectTemplate);
  const reference = useSelector(actor, selectReference);
  const failure = useSelector(actor, selectFailure);
  const application = useSelector(actor, selectApplication);

  // the chooser and the answer are announced by moving focus to their heading
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [view]);

  const body = (() => {
    if (view === 'loading')
      return (
        <LoadingStatus>
          <Trans>Loading what you can onboard…</Trans>
        </LoadingStatus>
      );
    if (view === 'loadFailed')
      return (
        <FailedWithRetry
          failure={failure}
          title={t`What you can onboard could not be loaded`}
          onRetry={() => actor.send({ type: 'templates.retry' })}
        />
      );
    if (view === 'choosing')
      return (
        <Stack gap="md">
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            <Trans>What does the customer open?</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {templates.map((choice) => {
              const title = localize(choice.title, locale);
              return (
                <Paper key={choice.id} withBorder radius="lg" p="lg" data-testid="onboarding-template">
                  <Stack gap="sm" align="flex-start">
                    <Group gap="sm" wrap="nowrap">
                      <IconUserPlus size={24} aria-hidden />
                      <Text fw={600} size="lg">
                        {title}
                      </Text>
                    </Group>
                    <Text c="dimmed" size="sm">
                      {choice.steps.map((s) => localize(s.title, locale)).join(' · ')}
                    </Text>
                    <Button onClick={() => actor.send({ type: 'template.choose', id: choice.id })}>
                      <Trans>Start: {title}</Trans>
                    </Button>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      );
    if (view === 'submitted')
      return (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" data-testid="agent-onboarding-submitted">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck size={32} color="var(--mantine-color-teal-7)" aria-hidden />
              <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                <Trans>Application sent for review</Trans>
              </Title>
            </Group>
            <Text>
              <Trans>
                The reference is{' '}
                <Text component="bdi" fw={700} dir="ltr" data-testid="onboarding-reference">
                  {reference}
                </Text>
                . Give it to the customer: it was also sent by SMS. The customer gets a link to choose a password once
                the application is approved.
              </Trans>
            </Text>
            <Group>
              <Button onClick={() => actor.send({ type: 'onboarding.another' })}>
                <Trans>Onboard another customer</Trans>
              </Button>
              <Button component={Link} to="/app/onboard-customer/applications" variant="default">
                <Trans>My customer applications</Trans>
              </Button>
            </Group>
          </Stack>
        </Paper>
      );
    if (application === undefined) return null;
    return (
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text c="dimmed">
            <Trans>
              Onboarding: <bdi>{template ? localize(template.title, locale) : ''}</bdi>
            </Trans>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => actor.send({ type: 'template.change' })}>
            <Trans>Choose another</Trans>
          </Button>
        </Group>
        <OnboardingWizard actor={application} reviewTitle={<Trans>Check the customer's application</Trans>} />
        <Alert variant="light" color="gray">
          <Trans>The ID images are checked here before they are sent: JPEG or PNG, at most 2 MB each.</Trans>
        </Alert>
      </Stack>
    );
  })();

  return (
    <Stack gap="lg" w="100%" maw={760}>
      <Stack gap={4}>
        <PageTitle>
          <Trans>Onboard a customer</Trans>
        </PageTitle>
        <Text c="dimmed">
          <Trans>
            The customer service team reviews every application.{' '}
            <Anchor component={Link} to="/app/onboard-customer/applications" underline="always">
              See your applications
            </Anchor>
          </Trans>
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
