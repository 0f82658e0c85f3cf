import { Avatar, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { firstLetters } from '../../i18n/format';

/** The avatar the account menu opens from, with its accessible name. */
export function AccountAvatar({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <>
      {/* WCAG 2.5.3 label in name: the name starts with the initials it shows ("OK, account menu
          for Omar K"), so a voice-control user can say what they see */}
      <Avatar color="brand" radius="xl">
        {firstLetters(name)}
      </Avatar>
      <VisuallyHidden>{`, ${t`Account menu for ${name}`}`}</VisuallyHidden>
    </>
  );
}
