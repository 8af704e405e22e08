import TranslateIcon from '@mui/icons-material/Translate';
import { Button } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { preloadDirection } from '@/DirectionProvider';
import { addNamespaces, isRtl, localeInfo, rememberLocale, type Locale } from '@/i18n';
import { STOREFRONT_NAMESPACES } from '../i18n/LocaleSync';
import { PAGE_NAMESPACES } from '../i18n/usePageNamespace';
import { switchLocalePath } from '../i18n/localePath';
import { useLocale } from '../i18n/useLocale';
import { lazyOnDemand } from './lazyOnDemand';
import { useMenuAnchor } from './useMenuAnchor';

const { Component: LanguageMenu, preload: preloadMenu } = lazyOnDemand(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

export type LanguageSwitcherProps = { showName?: boolean; onSwitched?: () => void };

/** Same page, other language: the prefix changes, the strings load, the choice is kept 365 days. */
export function LanguageSwitcher({ showName = false, onSwitched }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useMenuAnchor('language-menu', preloadMenu);
  const current = localeInfo[locale];

  const handleSelect = async (code: Locale) => {
    menu.close();
    rememberLocale(code);
    if (code === locale) return;
    // With every namespace in view already there, the page is not swapped for its loading view (which would lose what
    // the reader typed in a form).
    const inView = PAGE_NAMESPACES.filter((ns) => i18n.hasResourceBundle(locale, ns));
    await Promise.all([addNamespaces(i18n, code, [...STOREFRONT_NAMESPACES, ...inView]), preloadDirection(isRtl(code) ? 'rtl' : 'ltr')]);
    void navigate(switchLocalePath(location, code));
    onSwitched?.();
  };

  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        aria-label={t('common:language') + ': ' + current.name}
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {showName ? current.name : locale.toUpperCase()}
      </Button>
      {menu.opened ? (
        <Suspense fallback={null}>
          <LanguageMenu anchor={menu.anchor} current={locale} onClose={menu.close} onSelect={(code) => void handleSelect(code)} />
        </Suspense>
      ) : null}
    </>
  );
}
