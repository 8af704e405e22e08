import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './createDataProvider';

/** The dataProvider with the back office's own calls, fully typed (react-admin's CRM example does the same). */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
