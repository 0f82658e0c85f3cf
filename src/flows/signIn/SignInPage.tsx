import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { lazy, Suspense, useState } from 'react';
import { useApp } from '../../platform/context';
import { signInLogic } from './signIn.logic';
import { useSiteName } from '../../ui/hooks';
import { SignInLinks } from '../../ui/SignInLinks';
import { LoaderOverlay } from '../../ui/LoaderOverlay';
import { AccountCard } from '../../shell/layout/AccountCard';
import { CredentialsForm } from './CredentialsForm';
import { type SignInNotice } from './notices';
import { SignInNoticeAlert } from './SignInNoticeAlert';

// issue 20: the second step (code boxes, PinInput, recovery codes) loads when credentials are
// sent, while the server checks them; most accounts never need it
const loadTwoFactorForm = () => import('./TwoFactorForm').then((m) => ({ default: m.TwoFactorForm }));
const TwoFactorForm = lazy(loadTwoFactorForm);

/** /signin: credentials, then the authenticator code (or a recovery code) when the account has two-factor on. */
export function SignInPage({ redirect, notice }: { redirect: string | undefined; notice?: SignInNotice }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const config = platform.gateway.config;
  const [logic] = useState(() => signInLogic(platform, actors, redirect));
  const actor = useFlowActor(logic, { input: { category: config?.defaultCategory ?? 'consumer' } });
  const step = useSelector(actor, (s) => (s.matches('twoFactor') ? 'twoFactor' : 'credentials'));
  const validating = useSelector(actor, (s) => s.matches('validatingCredentials'));
  const verifying = useSelector(actor, (s) => s.matches({ twoFactor: 'verifyingCode' }));
  const signedIn = useSelector(actor, (s) => s.status === 'done');
  const failure = useSelector(actor, (s) => s.context.failure);
  const category = useSelector(actor, (s) => s.context.category);
  const captcha = useSelector(actor, (s) => s.context.captcha);
  const siteName = useSiteName();

  return (
    <AccountCard
      title={step === 'twoFactor' ? <Trans>Two-step verification</Trans> : <Trans>Sign in</Trans>}
      subtitle={step === 'credentials' ? <Trans>Welcome to {siteName}</Trans> : undefined}
    >
      {notice && step === 'credentials' && !failure ? <SignInNoticeAlert notice={notice} /> : null}
      {step === 'twoFactor' ? (
        <Suspense fallback={<LoaderOverlay text={t`Please wait…`} />}>
          <TwoFactorForm
            failure={failure}
            verifying={verifying}
            onSubmit={(code) => actor.send({ type: 'twoFactor.submit', code })}
            onSubmitRecoveryCode={(recoveryCode) => actor.send({ type: 'twoFactor.submitRecoveryCode', recoveryCode })}
            onCancel={() => actor.send({ type: 'twoFactor.cancel' })}
          />
        </Suspense>
      ) : (
        <CredentialsForm
          categories={config?.signInCategories ?? ['consumer']}
          defaultCategory={category}
          failure={failure}
          captcha={captcha}
          submitting={validating}
          onSubmit={({ captchaAnswer, ...values }) => {
            void loadTwoFactorForm().catch(() => undefined); // offline: the step tries again when shown
            actor.send({
              type: 'credentials.submit',
              ...values,
              ...(captcha !== null && captchaAnswer ? { captchaAnswer } : {}),
            });
          }}
        />
      )}
      {step === 'credentials' ? <SignInLinks /> : null}
      {validating || verifying || signedIn ? <LoaderOverlay text={t`Please wait…`} /> : null}
    </AccountCard>
  );
}
