import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../i18n/locales';
import type { AdminResource } from './declaration';

export type AdminSettings = { locale: Locale; resources: readonly AdminResource[] };

const AdminSettingsContext = createContext<AdminSettings | null>(null);

/** The admin's language and resource declarations, for the layout pieces react-admin renders itself. */
export function AdminSettingsProvider({ value, children }: { value: AdminSettings; children: ReactNode }) {
  return <AdminSettingsContext.Provider value={value}>{children}</AdminSettingsContext.Provider>;
}

export function useAdminSettings(): AdminSettings {
  const value = useContext(AdminSettingsContext);
  if (!value) throw new Error('useAdminSettings needs <AdminSettingsProvider>');
  return value;
}
