import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiMessages } from '../feedback/apiMessages';
import { useLocalePath } from '../i18n/useLocale';
import { useSession } from './sessionContext';

/** Logout as the spec has it: end the session, then land on /. */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { t } = useTranslation();
  return useCallback(async () => {
    await signOut();
    void navigate(localize('/'));
    apiMessages.show({ message: t('session.signedOut'), status: 200 });
  }, [signOut, navigate, localize, t]);
}
