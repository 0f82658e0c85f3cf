import { Group, Image, Text, type MantineBreakpoint } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHomePath, useLogoUrl, useSiteName } from './hooks';

/** The logo with the site name; it leads home (requirements#home-target). */
/** `nameFrom`: the name shows from this breakpoint up (a crowded phone header keeps the logo only). */
export function BrandLogo({ linked = true, nameFrom }: { linked?: boolean; nameFrom?: MantineBreakpoint }) {
  const name = useSiteName();
  const logo = useLogoUrl();
  const home = useHomePath();
  const content = (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Image src={logo} alt="" w={32} h={32} fit="contain" style={{ flexShrink: 0 }} />
      {/* on a narrow phone the name gives way (one line, cut with an ellipsis) before the controls do */}
      <Text
        fw={700}
        size="lg"
        c="var(--mantine-color-text)"
        truncate="end"
        {...(nameFrom ? { visibleFrom: nameFrom } : {})}
      >
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
