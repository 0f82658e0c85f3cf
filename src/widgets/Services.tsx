import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { shownEntries, type ShownEntry } from '../config/menu';
import { MenuIcon } from '../ui/menuIcons';
import { selectMenu, useShellConfiguration } from '../shell/configuration/ShellConfiguration';
import { useActiveLocale } from '../ui/hooks';
import classes from './Services.module.css';
import { useTransitionSelector } from '../ui/useTransitionSelector';

const selectServices = (s: { context: { configuration: unknown } }) =>
  selectMenu(s)?.service.layout_data.dataList ?? null;

/** A category's services with their routes, nested lists flattened under their own heading. */
function sections(category: ShownEntry): Array<{ key: string; title: string | null; services: ShownEntry[] }> {
  const direct = category.children.filter((c) => c.to && c.children.length === 0);
  const nested = category.children.filter((c) => c.children.length > 0);
  return [
    ...(direct.length > 0 ? [{ key: category.key, title: null, services: direct }] : []),
    ...nested.flatMap((group) => sections(group).map((s) => ({ ...s, title: s.title ?? group.title }))),
  ];
}

/**
 * The Services widget (requirements#dashboard-widgets): the service part of the user's category's
 * menu — categories in sort_order, only enabled services, nested lists under their own title.
 */
export default function Services() {
  const locale = useActiveLocale();
  const { menu } = useShellConfiguration();
  const services = useTransitionSelector(menu, selectServices);
  if (!services) return null;
  const categories = shownEntries(services, locale).filter((c) => c.children.length > 0);
  if (categories.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="services-title">
      <Title order={2} size="h4" id="services-title">
        <Trans>Services</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {categories.map((category) => (
          <Card key={category.key} withBorder radius="lg" padding="md" component="section" aria-label={category.title}>
            <Text fw={600} mb="sm">
              {category.title}
            </Text>
            <Stack gap="sm">
              {sections(category).map((section) => (
                <div key={section.key}>
                  {section.title ? (
                    <Text size="xs" c="dimmed" fw={600} mb={4} tt="uppercase">
                      {section.title}
                    </Text>
                  ) : null}
                  <SimpleGrid cols={{ base: 3, xs: 4, sm: 3 }} spacing="xs">
                    {section.services.map((service) => (
                      <UnstyledButton key={service.key} component={Link} to={service.to!} className={classes.tile}>
                        <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                          <MenuIcon name={service.icon} size={22} />
                        </ThemeIcon>
                        <Text size="xs" ta="center" lineClamp={2}>
                          {service.title}
                        </Text>
                      </UnstyledButton>
                    ))}
                  </SimpleGrid>
                </div>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
