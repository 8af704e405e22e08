import type { PermissionSubject } from '@/authProvider/permissions';
import { isSiteAdmin } from '@/authProvider/permissions';

export type NavItem = {
  key: string;
  to: string;
  /**
   * A section not ready yet: 'dialog' shows the Coming Soon dialog instead of navigating; 'page' leads to the Coming
   * Soon page (/utility/coming-soon?item=<key>), an address that can be shared and that search engines see.
   */
  comingSoon?: 'dialog' | 'page';
};

export const COMING_SOON_PATH = '/utility/coming-soon';

/** Where an entry leads: its page, or the Coming Soon page naming it. */
export function navTarget(item: NavItem): string {
  return item.comingSoon === 'page' ? `${COMING_SOON_PATH}?item=${encodeURIComponent(item.key)}` : item.to;
}

/** The public navbar's entries (spec section 2), in order. None is flagged coming soon today. */
export const navItems: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'brands', to: '/brands' },
  { key: 'promotions', to: '/promotions' },
  { key: 'advertise', to: '/advertise' },
  { key: 'faq', to: '/faq' },
  { key: 'about', to: '/about' },
];

export type AccountEntry = { key: 'signIn' | 'join' | 'profile' | 'bookingHistory' | 'admin' | 'logout'; to?: string; external?: boolean };

/** What the account corner offers: signed out, a traveller, or a site admin (role Admin or superuser). */
export function accountEntries(user: PermissionSubject | null): AccountEntry[] {
  if (!user) {
    return [
      { key: 'signIn', to: '/auth/login' },
      { key: 'join', to: '/auth/register' },
    ];
  }
  if (isSiteAdmin(user)) {
    // The back office is a separate app: a full page load, not a router navigation.
    return [{ key: 'admin', to: '/admin', external: true }, { key: 'logout' }];
  }
  return [{ key: 'profile', to: '/profile' }, { key: 'bookingHistory', to: '/book/history' }, { key: 'logout' }];
}

/** Active when the path is the item's page or one below it; home only matches itself. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
