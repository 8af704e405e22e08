import { Box, CircularProgress, CssBaseline } from '@mui/material';
import { useI18nextProvider } from 'ra-i18n-i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Resource, type I18nProvider } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router';
import { client } from '../api';
import { createAuthProvider } from '../authProvider';
import { createDataProvider } from '../dataProvider';
import { DirectionProvider } from '../DirectionProvider';
import { isRtl, withLocale, type Locale } from '../i18n';
import { createAdminTheme } from './adminTheme';
import { ANALYTICS_PATH, AnalyticsRoute } from './analytics';
import { AdminSettingsProvider } from './AdminContext';
import { LoginPage } from './auth/LoginPage';
import { VerifyPage } from './auth/VerifyPage';
import { Dashboard } from './dashboard/Dashboard';
import { adminI18nOptions, adminLocales, loadAdminTranslations, withDeleteNotices, type AdminTranslations } from './i18n';
import { AdminLayout } from './layout/AdminLayout';
import { preloadScreenAt } from './lazyScreen';
import { adminResources } from './resources';

export type AdminAppProps = { locale: Locale };

/**
 * Until the back office's own words have loaded: the app's shared ones (src/i18n, started by src/boot.tsx) name it.
 * It carries the page's baseline styles until react-admin's own take over, so nothing moves in between.
 */
function Loading() {
  const { t } = useTranslation('common');
  return (
    <>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    </>
  );
}

type AdminRootProps = { locale: Locale; i18nProvider: I18nProvider };

function AdminRoot({ locale, i18nProvider }: AdminRootProps) {
  const basename = withLocale(locale, '/admin');
  const direction = isRtl(locale) ? 'rtl' : 'ltr';
  const theme = useMemo(() => createAdminTheme(direction), [direction]);
  const darkTheme = useMemo(() => createAdminTheme(direction, 'dark'), [direction]);
  const settings = useMemo(() => ({ locale, resources: adminResources }), [locale]);

  useEffect(() => {
    document.title = i18nProvider.translate('titleTemplate', { title: i18nProvider.translate('menu.admin') });
  }, [i18nProvider]);

  const router = useMemo(() => {
    const authProvider = createAuthProvider({ basename, resources: adminResources });
    const dataProvider = createDataProvider(client, adminResources, i18nProvider.translate);
    const store = localStorageStore(undefined, 'RigRestAdmin');
    return createBrowserRouter([
      {
        path: `${basename}/*`,
        element: (
          // react-admin's <Admin> is these two; used directly, its default (polyglot, English) i18n provider is not bundled.
          <AdminContext
            basename={basename}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={store}
            theme={theme}
            darkTheme={darkTheme}
            defaultTheme="light"
          >
            <AdminUI title="RigRest" layout={AdminLayout} loginPage={LoginPage} dashboard={Dashboard} disableTelemetry>
              {adminResources.map(({ name, list, edit, create, show, icon, recordRepresentation, options }) => (
                <Resource
                  key={name}
                  name={name}
                  list={list}
                  edit={edit}
                  create={create}
                  show={show}
                  icon={icon}
                  recordRepresentation={recordRepresentation}
                  options={options}
                />
              ))}
              <CustomRoutes>
                <Route path={ANALYTICS_PATH} element={<AnalyticsRoute />} />
              </CustomRoutes>
              <CustomRoutes noLayout>
                <Route path="/verify" element={<VerifyPage />} />
              </CustomRoutes>
            </AdminUI>
          </AdminContext>
        ),
      },
    ]);
  }, [basename, i18nProvider, theme, darkTheme]);

  return (
    <DirectionProvider direction={direction}>
      <AdminSettingsProvider value={settings}>
        <RouterProvider router={router} />
      </AdminSettingsProvider>
    </DirectionProvider>
  );
}

function AdminWithI18n({ locale, translations }: { locale: Locale; translations: AdminTranslations }) {
  const options = useMemo(() => adminI18nOptions(locale, translations), [locale, translations]);
  const provider = useI18nextProvider({ options, availableLocales: adminLocales });
  const i18nProvider = useMemo(() => provider && withDeleteNotices(provider), [provider]);
  if (!i18nProvider) return <Loading />;
  return <AdminRoot locale={locale} i18nProvider={i18nProvider} />;
}

/** The back office, mounted by src/main.tsx for /admin/** and /{lng}/admin/**. */
export function AdminApp({ locale }: AdminAppProps) {
  const [translations, setTranslations] = useState<AdminTranslations | null>(null);
  useEffect(() => {
    let live = true;
    // The screen being opened downloads beside the words, not after the first render asks for it.
    const base = withLocale(locale, '/admin');
    const path = window.location.pathname;
    if (path.startsWith(base)) preloadScreenAt(adminResources, path.slice(base.length));
    void loadAdminTranslations(locale).then((t) => live && setTranslations(t));
    return () => {
      live = false;
    };
  }, [locale]);
  if (!translations) return <Loading />;
  return <AdminWithI18n locale={locale} translations={translations} />;
}
