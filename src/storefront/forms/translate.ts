/** The part of i18next's t() the form helpers use; any t from useTranslation fits. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
