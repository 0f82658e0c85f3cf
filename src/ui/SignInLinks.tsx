import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Under the sign-in form: the ways in for users who cannot sign in yet (requirements#public-routes). */
export function SignInLinks() {
  return (
    <Stack gap="xs" align="center">
      <Group gap="lg" justify="center">
        <Anchor component={Link} to="/forgot-password" size="sm">
          <Trans>Forgot password?</Trans>
        </Anchor>
        <Anchor component={Link} to="/forgot-pin" size="sm">
          <Trans>Forgot PIN?</Trans>
        </Anchor>
      </Group>
      <Text size="sm">
        <Trans>
          New here?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Create an account
          </Anchor>
        </Trans>
      </Text>
    </Stack>
  );
}

/** "Back to sign in", at the foot of the account pages. */
export function BackToSignIn() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/signin">
        <Trans>Back to sign in</Trans>
      </Anchor>
    </Text>
  );
}
