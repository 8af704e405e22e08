import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalePath } from './useLocale';

export type LocaleLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link whose absolute path gets the current language prefix. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink({ to, ...rest }, ref) {
  const localize = useLocalePath();
  return <Link ref={ref} to={localize(to)} {...rest} />;
});

export type LocaleNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

export const LocaleNavLink = forwardRef<HTMLAnchorElement, LocaleNavLinkProps>(function LocaleNavLink({ to, ...rest }, ref) {
  const localize = useLocalePath();
  return <NavLink ref={ref} to={localize(to)} {...rest} />;
});
