/**
 * `npm run floor` (issue 20): the portal's first screen on its libraries alone — what the same
 * stack costs before any of the portal's own code. A sign-in page as /signin shows it (a header
 * with the logo and the site's name, the card's heading and welcome, login and password, the
 * button and two links), made of the packages the design card names: React, TanStack Router,
 * XState with @xstate/react, Mantine (core, form), Lingui, valibot, ofetch. One bundle, no
 * configuration calls, no shell: the weight and Lighthouse figures every real page starts from.
 */
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import {
  Anchor,
  AppShell,
  Button,
  Container,
  Group,
  Image,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ofetch } from 'ofetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';

const answer = v.object({ responseCode: v.string(), message: v.optional(v.string()) });

const signIn = setup({
  types: {
    context: {} as { failure: string | null },
    events: {} as { type: 'submit'; login: string; password: string },
  },
  actors: {
    send: fromPromise(async ({ input }: { input: { login: string; password: string } }) =>
      v.parse(answer, await ofetch('/api/adapter/v1/login', { method: 'POST', body: input })),
    ),
  },
}).createMachine({
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: { on: { submit: 'sending' } },
    sending: {
      invoke: {
        src: 'send',
        input: ({ event }) =>
          event.type === 'submit' ? { login: event.login, password: event.password } : { login: '', password: '' },
        onDone: 'done',
        onError: { target: 'idle', actions: assign({ failure: 'failed' }) },
      },
    },
    done: { type: 'final' },
  },
});

i18n.load('en', {
  site: 'Wallet Portal',
  signIn: 'Sign in',
  welcome: 'Welcome to {site}',
  login: 'Mobile number or username',
  password: 'Password',
  forgot: 'Forgot password?',
  signUp: 'Create an account',
  required: 'Enter your mobile number or username.',
});
i18n.activate('en');

function SignInPage() {
  const { i18n: t } = useLingui();
  const actor = useActorRef(signIn);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const form = useForm({
    initialValues: { login: '', password: '' },
    validate: { login: (value) => (value.trim() ? null : t._('required')) },
  });
  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2">
          {t._('signIn')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t._('welcome', { site: t._('site') })}
        </Text>
        <form onSubmit={form.onSubmit((values) => actor.send({ type: 'submit', ...values }))} noValidate>
          <Stack mt="md">
            <TextInput label={t._('login')} required {...form.getInputProps('login')} />
            <PasswordInput label={t._('password')} required {...form.getInputProps('password')} />
            <Button type="submit" loading={sending} fullWidth>
              {t._('signIn')}
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to="/forgot-password">
                {t._('forgot')}
              </Anchor>
              <Anchor component={Link} to="/signup">
                {t._('signUp')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

function Layout() {
  const { i18n: t } = useLingui();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Image src="/favicon.svg" alt="" w={32} h={32} />
          <Text fw={700}>{t._('site')}</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

const rootRoute = createRootRoute({ component: Layout });
const page = (path: string) => createRoute({ getParentRoute: () => rootRoute, path, component: SignInPage });
const router = createRouter({
  routeTree: rootRoute.addChildren([page('/signin'), page('/forgot-password'), page('/signup')]),
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);
