import { Button } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { defaultSecurityPolicy } from '../../api/contract/policy';
import { forgotPasswordLogic } from './forgotPassword.logic';
import { useApp } from '../../platform/context';
import { SupportContact } from '../../shell/configuration/SupportContact';
import { AccountCard } from '../../shell/layout/AccountCard';
import { AccountLoginForm } from '../../ui/AccountLoginForm';
import { OutcomePanel } from '../../ui/OutcomePanel';
import { BackToSignIn } from '../../ui/SignInLinks';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;
const selectSent = (s: Snapshot) => s.matches('sent');
const selectRequesting = (s: Snapshot) => s.matches('requesting');
const selectFailure = (s: Snapshot) => s.context.failure;
const selectMinutes = (s: Snapshot) => s.context.linkValidityMinutes;

/** /forgot-password: name the account; a reset link goes to its e-mail (requirements#forgot-password). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => forgotPasswordLogic(platform));
  const actor = useFlowActor(logic);
  const sent = useSelector(actor, selectSent);
  const requesting = useSelector(actor, selectRequesting);
  const failure = useSelector(actor, selectFailure);
  const minutes = useSelector(actor, selectMinutes) ?? defaultSecurityPolicy.resetLinkValidityMinutes;

  return (
    <AccountCard
      title={sent ? <Trans>Check your e-mail</Trans> : <Trans>Forgot your password?</Trans>}
      subtitle={
        sent ? null : <Trans>Tell us which account it is and we will e-mail you a link to choose a new one.</Trans>
      }
    >
      {sent ? (
        <OutcomePanel
          actions={
            <Button variant="default" fullWidth size="md" onClick={() => actor.send({ type: 'forgotPassword.again' })}>
              <Trans>Use another account</Trans>
            </Button>
          }
        >
          {/* requirements#forgot-password: the same answer whether or not the account exists */}
          <Plural
            value={minutes}
            one="If an account with that login exists, we have e-mailed a link to reset the password. The link works once, for # minute."
            other="If an account with that login exists, we have e-mailed a link to reset the password. The link works once, for # minutes."
          />
        </OutcomePanel>
      ) : (
        <AccountLoginForm
          label={t`Forgot your password?`}
          failure={failure}
          failureTitle={t`The link was not sent`}
          submitting={requesting}
          submitLabel={t`Send the link`}
          onSubmit={(login) => actor.send({ type: 'forgotPassword.submit', ...login })}
        />
      )}
      <BackToSignIn />
      <SupportContact />
    </AccountCard>
  );
}
