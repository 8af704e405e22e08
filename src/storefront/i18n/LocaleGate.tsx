import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { pathWithoutLocale } from './localePath';
import { PublicLayout } from '../layout/PublicLayout';
import { UnmatchedPage } from '../pages/errors/UnmatchedPage';

/**
 * Guards '/:lng/...': English has no prefix, and an unknown prefix is just an unmatched page. English pages ('/...',
 * no `lng`) pass through it too, so both branches render the same tree and a page keeps what the reader typed when
 * the language changes (React keeps a component's state only where the tree above it has the same shape).
 */
export function LocaleGate() {
  const { lng } = useParams();
  const location = useLocation();
  if (lng === undefined) return <Outlet />;
  if (lng === defaultLocale) {
    return <Navigate to={pathWithoutLocale(location.pathname) + location.search + location.hash} replace />;
  }
  if (!isLocale(lng)) {
    return (
      <PublicLayout>
        <UnmatchedPage />
      </PublicLayout>
    );
  }
  return <Outlet />;
}
