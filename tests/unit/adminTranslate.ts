import { createInstance } from 'i18next';
import adminEn from '@locales/en/admin.json';
import commonEn from '@locales/en/common.json';
import raEn from '@locales/en/ra.json';
import { adminI18nOptions } from '@/admin/i18n';
import type { Translate } from '@/dataProvider';

/** The admin's English translate(), as ra-i18n-i18next builds it (smart_count is i18next's count). */
export function adminTranslate(): Translate {
  const i18n = createInstance();
  void i18n.init({ ...adminI18nOptions('en', { en: { admin: adminEn, ra: raEn, common: commonEn } }), initAsync: false });
  return (key, options = {}) => {
    const { _: defaultValue, ...rest } = options;
    return String(i18n.t(key, { defaultValue, count: options.smart_count, ...rest }));
  };
}
