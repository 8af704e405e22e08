import type { RouteObject } from 'react-router';
import { PageLoading } from './app/PageLoading';
import { Root } from './app/Root';
import { LocaleGate } from './i18n/LocaleGate';
import { AuthLayout } from './layout/AuthLayout';
import { NarrowLayout } from './layout/NarrowLayout';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import { ErrorView } from './pages/errors/ErrorView';
import { RouteError } from './pages/errors/RouteError';
import { UnmatchedPage } from './pages/errors/UnmatchedPage';
import type { PlaceholderKey } from './pages/info/PlaceholderPage';
import { RequireUser } from './session/RequireUser';

// Every page but home is its own chunk, so the first page downloads only what it shows.
const placeholder = (page: PlaceholderKey) => async () => {
  const { PlaceholderPage } = await import('./pages/info/PlaceholderPage');
  return { Component: () => <PlaceholderPage page={page} /> };
};
const auth = {
  login: async () => ({ Component: (await import('./pages/auth/LoginPage')).LoginPage }),
  register: async () => ({ Component: (await import('./pages/auth/RegisterPage')).RegisterPage }),
  verify: async () => ({ Component: (await import('./pages/auth/VerifyEmailPage')).VerifyEmailPage }),
  forgot: async () => ({ Component: (await import('./pages/auth/ForgotPasswordPage')).ForgotPasswordPage }),
  reset: async () => ({ Component: (await import('./pages/auth/ResetPasswordPage')).ResetPasswordPage }),
};
const hotelSearch = (variant: 'hotels' | 'truckParking') => async () => {
  const { HotelSearchPage } = await import('./search/HotelSearchPage');
  return { Component: () => <HotelSearchPage variant={variant} /> };
};
const booking = {
  reservation: async () => ({ Component: (await import('./booking/ReservationPage')).ReservationPage }),
  history: async () => ({ Component: (await import('./booking/BookingHistoryPage')).BookingHistoryPage }),
};
const profile = {
  profile: async () => ({ Component: (await import('./pages/profile/ProfilePage')).ProfilePage }),
  password: async () => ({ Component: (await import('./pages/profile/PasswordPage')).PasswordPage }),
};

/** The pages of spec section 2 (Public, Auth, Errors), written once and mounted with and without a language prefix. */
export function pageRoutes(): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'about', lazy: placeholder('about') },
            { path: 'advertise', lazy: placeholder('advertise') },
            { path: 'brands', lazy: async () => ({ Component: (await import('./brands/BrandsPage')).BrandsPage }) },
            { path: 'faq', lazy: placeholder('faq') },
            { path: 'hotels', lazy: hotelSearch('hotels') },
            { path: 'hotels/reservation/:slug?', lazy: booking.reservation },
            { path: 'hotels/:slug', lazy: async () => ({ Component: (await import('./hotel/HotelPage')).HotelPage }) },
            { path: 'promotions', lazy: placeholder('promotions') },
            { path: 'promotions/choice', lazy: placeholder('promotion') },
            { path: 'promotions/nait', lazy: placeholder('promotion') },
            { path: 'promotions/truckstop', lazy: placeholder('promotion') },
            { path: 'promotions/wyndham', lazy: placeholder('promotion') },
            { path: 'promotions/:id', lazy: placeholder('promotion') },
            { path: 'truck-parking', lazy: hotelSearch('truckParking') },
            { path: 'book/:slug?', lazy: booking.reservation },
            { path: 'terms', lazy: placeholder('terms') },
            { path: 'privacy', lazy: placeholder('privacy') },
            {
              element: <RequireUser />,
              children: [
                { path: 'book/history', lazy: booking.history },
                { path: 'profile', lazy: profile.profile },
                { path: 'profile/password', lazy: profile.password },
              ],
            },
            { path: 'error/not-found', element: <ErrorView status={404} /> },
            { path: 'error/unexpected', element: <ErrorView status={500} /> },
            { path: '*', element: <UnmatchedPage /> },
          ],
        },
      ],
    },
    {
      element: <AuthLayout />,
      errorElement: <RouteError />,
      children: [
        { path: 'auth/login', lazy: auth.login },
        { path: 'auth/register', lazy: auth.register },
      ],
    },
    {
      element: <NarrowLayout />,
      errorElement: <RouteError />,
      children: [
        { path: 'auth/verify-email', lazy: auth.verify },
        { path: 'auth/forgot-password', lazy: auth.forgot },
        { path: 'auth/reset-password', lazy: auth.reset },
      ],
    },
  ];
}

export function storefrontRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/', children: pageRoutes() },
        { path: '/:lng', element: <LocaleGate />, children: pageRoutes() },
      ],
    },
  ];
}
