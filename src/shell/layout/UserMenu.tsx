import { UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useApp } from '../../platform/context';
import { useUserName } from '../../ui/hooks';
import { lazyOnReach } from '../../ui/lazyOnReach';
import { AccountAvatar } from './AccountAvatar';

const UserMenuPopup = lazyOnReach(() => import('./UserMenuPopup'));

/**
 * The account menu; its code (the menu, Mantine's floating machinery, the entries' icons) loads
 * when the user reaches for the avatar (issue 20: the dashboard's first paint does not carry it).
 */
export function UserMenu() {
  const { actors } = useApp();
  const signedIn = useSelector(actors.session, (s) => s.context.user !== null);
  const name = useUserName();
  if (!signedIn) return null;
  return (
    <UserMenuPopup
      placeholder={(reach) => (
        <UnstyledButton aria-haspopup="menu" aria-expanded={false} {...reach}>
          <AccountAvatar name={name} />
        </UnstyledButton>
      )}
    />
  );
}
