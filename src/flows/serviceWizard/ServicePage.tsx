import { Container, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { findService } from '../../config/routes';
import { selectMenu, useShellConfiguration } from '../../shell/configuration/ShellConfiguration';
import { MenuIcon } from '../../ui/menuIcons';
import { useActiveLocale } from '../../ui/hooks';
import { ConfigurationError, PageSkeleton } from '../../ui/ConfigurationError';
import { NotAvailablePage } from '../../shell/configuration/NotAvailablePage';
import { ServiceWizard } from './ServiceWizard';

/**
 * A service route (requirements#service-routes): the user's when their category's menus lead to it; its form
 * is the configuration of the menu entry's page id, run as a wizard.
 */
export function ServicePage({ path }: { path: string }) {
  const { t } = useLingui();
  const locale = useActiveLocale();
  const { menu, category } = useShellConfiguration();
  const configuration = useSelector(menu, selectMenu);
  const failed = useSelector(menu, (s) => s.matches('failed'));
  const failure = useSelector(menu, (s) => s.context.failure);
  const navigate = useNavigate();
  const close = useCallback(() => void navigate({ to: '/app/dashboard' }), [navigate]);

  if (failed && !configuration)
    return (
      <ConfigurationError
        title={t`Your services could not be loaded`}
        failure={failure}
        onRetry={() => menu.send({ type: 'configuration.retry' })}
      />
    );
  if (!configuration) return <PageSkeleton />;
  const service = findService(configuration, path, locale);
  if (!service) return <NotAvailablePage route={path} category={category} reason="notInMenu" />;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <MenuIcon name={service.icon} size={26} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {service.title}
          </Title>
        </Group>
        {service.pageId ? (
          // keyed by page only: the form carries every language, so a language switch keeps the values
          <ServiceWizard
            key={service.pageId}
            pageId={service.pageId}
            title={service.title}
            locale={locale}
            onClose={close}
          />
        ) : (
          <NotAvailablePage route={path} category={category} reason="notInMenu" />
        )}
      </Stack>
    </Container>
  );
}
