import { Image, Loader, Overlay, Stack, Text } from '@mantine/core';
import { useLogoUrl } from './hooks';

/** requirements#loader: the loader overlay shows the logo, an animation and optional text. */
export function LoaderOverlay({ text }: { text?: string }) {
  const logo = useLogoUrl();
  return (
    <Overlay fixed center backgroundOpacity={0.85} color="var(--mantine-color-body)" zIndex={400}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Image src={logo} alt="" w={56} h={56} fit="contain" />
        <Loader type="dots" size="lg" />
        {text ? <Text c="dimmed">{text}</Text> : null}
      </Stack>
    </Overlay>
  );
}
