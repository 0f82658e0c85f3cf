import { Divider, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { OnboardingApprovalsPanel } from '../flows/onboardingApprovals/OnboardingApprovalsPanel';
import { OnboardingDetailsPage } from '../flows/onboardingDetails/OnboardingDetailsPage';
import { useApp } from '../platform/context';

/**
 * /app/table-list-full/onboarding-details (composed here: a flow never imports another): the users
 * onboarded, and for the customer-service rep the queue of self-onboarding applications to
 * approve or reject (requirements#onboarding).
 */
export function OnboardingDetailsScreen() {
  const { actors } = useApp();
  const isRep = useSelector(actors.session, (s) => s.context.user?.category === 'csr');
  return (
    <Stack gap="xl" w="100%">
      <OnboardingDetailsPage />
      {isRep ? (
        <>
          <Divider />
          <OnboardingApprovalsPanel />
        </>
      ) : null}
    </Stack>
  );
}
