import { Badge, Button, Group, Loader, NavLink, Paper, Stack, Text, Title, useDirection } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDialpad,
  IconKey,
  IconPencil,
  IconRefresh,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../platform/flowInspector';
import { useState, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from '../../../machines/profile.machine';
import { profileLogic, type LoadedProfile } from './profile.logic';
import { useApp } from '../../platform/context';
import { localized } from '../../config/siteSettings';
import { firstLetters } from '../../i18n/format';
import { usesArabicScript } from '../../i18n/locales';
import { FailureAlert } from '../../ui/FailureAlert';
import { NewsAlert } from '../../ui/OutcomePanel';
import { useActiveLocale, useUserName } from '../../ui/hooks';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileAvatar } from './PhotoField';
import { fieldLabel, isTextField, sortedFields, textValue } from './profileFields';
import { SecurityPage } from '../../ui/SecurityPage';
import { configuredLink } from '../../config/routes';

type Snapshot = SnapshotFrom<typeof profileMachine>;
type Step = 'loading' | 'loadFailed' | 'viewing' | 'editing';

const selectStep = (s: Snapshot): Step => {
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('viewing')) return 'viewing';
  // saving keeps the form on screen (and what was typed in it)
  if (s.matches('editing') || s.matches('saving')) return 'editing';
  return 'loading';
};
const selectSaving = (s: Snapshot) => s.matches('saving');
/** the flow carries the profile without looking inside; profileLogic loads a LoadedProfile */
const selectProfile = (s: Snapshot) => s.context.profile as LoadedProfile | null;
const selectSaved = (s: Snapshot) => s.context.saved;
const selectFailure = (s: Snapshot) => s.context.failure;

/**
 * /app/my-account: the profile as the user's template shows it, its editing, and the security
 * settings; `more` is what the route adds below them (the active sessions, another flow's).
 */
export function MyAccountPage({ more }: { more?: ReactNode }) {
  const { t } = useLingui();
  const { platform, actors } = useApp();
  const [logic] = useState(() => profileLogic(platform, actors));
  const actor = useFlowActor(logic);
  const step = useSelector(actor, selectStep);
  const saving = useSelector(actor, selectSaving);
  const profile = useSelector(actor, selectProfile);
  const saved = useSelector(actor, selectSaved);
  const failure = useSelector(actor, selectFailure);
  const locale = useActiveLocale();
  const userName = useUserName();
  const initials = firstLetters(profile?.account.user.displayName || userName);

  return (
    <SecurityPage
      title={<Trans>My account</Trans>}
      below={
        <>
          {profile && step === 'viewing' ? (
            <SecurityLinks twoFactorOn={profile.account.twoFactorEnabled} hasPin={profile.account.hasTransactionPin} />
          ) : null}
          {more}
        </>
      }
    >
      {step === 'loading' ? (
        <Group justify="center" gap="sm" py="lg" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text c="dimmed">
            <Trans>Loading…</Trans>
          </Text>
        </Group>
      ) : step === 'loadFailed' || !profile ? (
        <Stack gap="md">
          <FailureAlert failure={failure} title={t`Your profile could not be loaded`} />
          <Button leftSection={<IconRefresh size={16} />} onClick={() => actor.send({ type: 'profile.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Stack>
      ) : step === 'viewing' ? (
        <ProfileView
          profile={profile}
          locale={locale}
          initials={initials}
          saved={saved}
          onEdit={() => actor.send({ type: 'profile.edit' })}
        />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h4">
            <Trans>Edit profile</Trans>
          </Title>
          <ProfileEditForm
            profile={profile}
            locale={locale}
            initials={initials}
            failure={failure}
            saving={saving}
            onSave={(request) => actor.send({ type: 'profile.save', changes: { request, template: profile.template } })}
            onCancel={() => actor.send({ type: 'profile.cancel' })}
          />
        </Stack>
      )}
    </SecurityPage>
  );
}

function ProfileView({
  profile,
  locale,
  initials,
  saved,
  onEdit,
}: {
  profile: LoadedProfile;
  locale: string;
  initials: string;
  saved: boolean;
  onEdit: () => void;
}) {
  const { account, template } = profile;
  const photo = account.fields.DISPLAY_PHOTOGRAPH;
  const fields = sortedFields(template).filter(isTextField);
  const title = localized(template.title, locale);
  // the Arabic-script name with Arabic and Kurdish, as in the header
  const name = (usesArabicScript(locale) && account.user.displayNameAr) || account.user.displayName;

  return (
    <Stack gap="lg">
      {saved ? (
        <NewsAlert>
          <Trans>Saved. Your profile is up to date.</Trans>
        </NewsAlert>
      ) : null}
      <Group gap="md" wrap="nowrap">
        <ProfileAvatar photo={photo} initials={initials} testId="profile-photo" />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {title !== '-' ? (
            <Text size="sm" c="dimmed">
              {title}
            </Text>
          ) : null}
        </div>
      </Group>
      {/* the list is the <dl> itself: a <dl> holds only <dt>/<dd> groups, each in one <div> */}
      <Stack component="dl" gap="sm" m={0}>
        {fields.map((field) => {
          const value = textValue(account, field.name);
          const ltr = field.type === 'tel' || field.type === 'email';
          return (
            <div key={field.name}>
              <Text component="dt" size="sm" c="dimmed">
                {fieldLabel(field, locale)}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value ? ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi> : '-'}
              </Text>
            </div>
          );
        })}
      </Stack>
      <Group>
        <Button leftSection={<IconPencil size={16} />} onClick={onEdit}>
          <Trans>Edit profile</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** requirements#per-category-pages: a category without a transaction PIN (customer service) is not offered one. */
function SecurityLinks({ twoFactorOn, hasPin }: { twoFactorOn: boolean; hasPin: boolean }) {
  const { dir } = useDirection();
  const chevron =
    dir === 'rtl' ? <IconChevronLeft size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />;
  return (
    <Paper withBorder radius="lg" p="xs">
      <Title order={2} size="h5" px="sm" pt="xs" pb={4}>
        <Trans>Security</Trans>
      </Title>
      <NavLink
        component={Link}
        {...configuredLink('/app/change-login-password')}
        label={<Trans>Change password</Trans>}
        leftSection={<IconKey size={18} />}
        rightSection={chevron}
      />
      {hasPin ? (
        <NavLink
          component={Link}
          {...configuredLink('/app/change-transaction-pin')}
          label={<Trans>Change transaction PIN</Trans>}
          leftSection={<IconDialpad size={18} />}
          rightSection={chevron}
        />
      ) : null}
      <NavLink
        component={Link}
        to="/app/two-factor"
        label={<Trans>Two-step verification</Trans>}
        leftSection={<IconShieldLock size={18} />}
        rightSection={
          <Group gap="xs" wrap="nowrap">
            <Badge color={twoFactorOn ? 'success' : 'secondary'} variant="dot">
              {twoFactorOn ? <Trans>On</Trans> : <Trans>Off</Trans>}
            </Badge>
            {chevron}
          </Group>
        }
      />
    </Paper>
  );
}
