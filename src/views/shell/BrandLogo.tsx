import { Group, Image, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHomePath, useLogoUrl, useSiteName } from '../hooks';

/** The logo with the site name; it leads home (seed 000 §2). */
export function BrandLogo({ linked = true }: { linked?: boolean }) {
  const name = useSiteName();
  const logo = useLogoUrl();
  const home = useHomePath();
  const content = (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Image src={logo} alt="" w={32} h={32} fit="contain" style={{ flexShrink: 0 }} />
      {/* on a narrow phone the name gives way (one line, cut with an ellipsis) before the controls do */}
      <Text fw={700} size="lg" c="var(--mantine-color-text)" truncate="end">
        {name}
      </Text>
    </Group>
  );
  return linked ? (
    <Link to={home} aria-label={name} style={{ textDecoration: 'none', minWidth: 0 }}>
      {content}
    </Link>
  ) : (
    content
  );
}
