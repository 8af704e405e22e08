import { Avatar, IconButton } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api';
import { lazyOnDemand } from './lazyOnDemand';
import { useMenuAnchor } from './useMenuAnchor';

const { Component: AccountMenuList, preload: preloadMenu } = lazyOnDemand(() => import('./AccountMenuList').then((m) => m.AccountMenuList));

export function initials(user: Pick<User, 'first_name' | 'last_name'>): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

export type AccountMenuProps = { user: User; onLogout: () => void };

/** The avatar menu: Profile, Booking History, Logout — or Admin and Logout for site admins. */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  const menu = useMenuAnchor('account-menu', preloadMenu);
  const name = `${user.first_name} ${user.last_name}`;

  return (
    <>
      {/* The browser's own tooltip: MUI's Tooltip would bring Popper to every page's first load. */}
      <IconButton {...menu.buttonProps} aria-label={t('nav.accountMenu', { name })} title={name} sx={{ p: 0.5 }}>
        <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 15, border: '2px solid #fff' }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      {menu.opened ? (
        <Suspense fallback={null}>
          <AccountMenuList user={user} anchor={menu.anchor} onClose={menu.close} onLogout={onLogout} />
        </Suspense>
      ) : null}
    </>
  );
}
