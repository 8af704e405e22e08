import type { RouteObject } from 'react-router';
import type { PageSlug, ProgrammeKey } from '@/api/schemas/siteContent';
import { PageLoading } from './app/PageLoading';
import { Root } from './app/Root';
import { LocaleGate } from './i18n/LocaleGate';
import { PublicLayout } from './layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import { MaintenancePage } from './pages/MaintenancePage';
import { ErrorView } from './pages/errors/ErrorView';
import { RouteError } from './pages/errors/RouteError';
import { UnmatchedPage } from './pages/errors/UnmatchedPage';
import { RequireUser } from './session/RequireUser';

// Every page but home is its own chunk, so the first page downloads only what it shows.
// The four partner programme pages (spec section 2); a literal list, so the home page's chunk takes no schema code.
const programmeKeys: ProgrammeKey[] = ['choice', 'nait', 'truckstop', 'wyndham'];
const programme = (key: ProgrammeKey) => async () => {
  const { ProgrammePage } = await import('./content/ProgrammePage');
  return { Component: () => <ProgrammePage programmeKey={key} /> };
};
const info = (slug: PageSlug) => async () => {
  const { InfoPage } = await import('./content/InfoPage');
  return { Component: () => <InfoPage slug={slug} /> };
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
  arrival: async () => ({ Component: (await import('./arrival/ArrivalCardPage')).ArrivalCardPage }),
};
/** The pages for hotel owners: why list on RigRest, and the advertising plans (both lead to /advertise). */
const owners = {
  landing: async () => ({ Component: (await import('./owners/LandingPage')).LandingPage }),
  pricing: async () => ({ Component: (await import('./owners/PricingPage')).PricingPage }),
};
/** Spec section 2's template routes given a real use: where "coming soon" menu entries lead, and the help centre. */
const utility = {
  comingSoon: async () => ({ Component: (await import('./content/ComingSoonPage')).ComingSoonPage }),
  help: async () => ({ Component: (await import('./help/HelpPage')).HelpPage }),
};
/** The sign-in pages' frames (client-only pages): not in the code every server-rendered page loads. */
const layouts = {
  auth: async () => ({ Component: (await import('./layout/AuthLayout')).AuthLayout }),
  narrow: async () => ({ Component: (await import('./layout/NarrowLayout')).NarrowLayout }),
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
            { path: 'about', lazy: info('about') },
            { path: 'advertise', lazy: async () => ({ Component: (await import('./content/AdvertisePage')).AdvertisePage }) },
            { path: 'brands', lazy: async () => ({ Component: (await import('./brands/BrandsPage')).BrandsPage }) },
            { path: 'faq', lazy: async () => ({ Component: (await import('./content/FaqPage')).FaqPage }) },
            { path: 'hotels', lazy: hotelSearch('hotels') },
            { path: 'hotels/reservation/:slug?', lazy: booking.reservation },
            { path: 'landing', lazy: owners.landing },
            { path: 'landing/pricing', lazy: owners.pricing },
            { path: 'hotels/:slug', lazy: async () => ({ Component: (await import('./hotel/HotelPage')).HotelPage }) },
            { path: 'promotions', lazy: async () => ({ Component: (await import('./content/PromotionsPage')).PromotionsPage }) },
            ...programmeKeys.map((key) => ({ path: `promotions/${key}`, lazy: programme(key) })),
            { path: 'promotions/:id', lazy: async () => ({ Component: (await import('./content/PromotionPage')).PromotionPage }) },
            { path: 'truck-parking', lazy: hotelSearch('truckParking') },
            { path: 'testimonials', lazy: async () => ({ Component: (await import('./content/TestimonialsPage')).TestimonialsPage }) },
            { path: 'book/:slug?', lazy: booking.reservation },
            { path: 'terms', lazy: info('terms') },
            { path: 'privacy', lazy: info('privacy') },
            { path: 'utility/coming-soon', lazy: utility.comingSoon },
            { path: 'utility/help', lazy: utility.help },
            {
              // A driver's bookings and arrival cards open offline too, from what the device saved.
              element: <RequireUser offline />,
              children: [
                { path: 'book/history', lazy: booking.history },
                { path: 'book/arrival/:id', lazy: booking.arrival },
              ],
            },
            {
              element: <RequireUser />,
              children: [
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
    { path: 'utility/maintenance', element: <MaintenancePage />, errorElement: <RouteError /> },
    {
      lazy: layouts.auth,
      errorElement: <RouteError />,
      children: [
        { path: 'auth/login', lazy: auth.login },
        { path: 'auth/register', lazy: auth.register },
      ],
    },
    {
      lazy: layouts.narrow,
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
        { path: '/', element: <LocaleGate />, children: pageRoutes() },
        { path: '/:lng', element: <LocaleGate />, children: pageRoutes() },
      ],
    },
  ];
}
