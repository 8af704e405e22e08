import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { fieldLabel, ruleValues, type MessageTranslator } from '@/api/validation';
import type { Message } from './errors';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
/** `common` holds the validation messages the browser shows too: one text per rule for the API and both front ends. */
const namespaces = ['mail', 'api', 'common'] as const;

const readNamespace = (lng: string, ns: string): Record<string, unknown> => {
  const file = path.join(localesDir, lng, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
};

const resources = Object.fromEntries(
  readdirSync(localesDir)
    .filter(isLocale)
    .map((lng) => [
      lng,
      {
        ...Object.fromEntries(namespaces.map((ns) => [ns, readNamespace(lng, ns)])),
        // Only the fixed catalogues' names (room types, beds) of the storefront's texts: mails name the room as pages do.
        storefront: { catalog: readNamespace(lng, 'storefront').catalog ?? {} },
      },
    ]),
);

/** The server's own i18next instance (mail and API messages); exported so tests can add a language. */
export const serverI18n = i18next.createInstance();
void serverI18n.init({
  resources,
  fallbackLng: defaultLocale,
  defaultNS: 'mail',
  ns: [...namespaces, 'storefront'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

type AnyT = (...args: unknown[]) => string;
type CallOptions = { lng?: string; ns?: string };
const isCallOptions = (o: unknown): o is CallOptions | undefined => o === undefined || (typeof o === 'object' && o !== null && !Array.isArray(o));
const mailTs = new Map<Locale, TFunction>();

/**
 * Mail text in the recipient's language (from the request's Accept-Language), English when unknown. One function
 * per language, which hands a key and its values to the instance's `t` itself: i18next's getFixedT copies its whole
 * options object on every call (18 µs a call against 5 here), and every booking's notice makes several.
 */
export function mailT(locale: string | undefined): TFunction {
  const lng = pickLocale(locale);
  let t = mailTs.get(lng);
  if (!t) {
    const fixed = serverI18n.getFixedT(lng, 'mail') as unknown as AnyT;
    const direct = serverI18n.t.bind(serverI18n) as unknown as AnyT;
    // Anything but one key with its values (a default value, a selector, several keys) goes the fixed function's way.
    const mail = (key: unknown, options?: unknown, ...rest: unknown[]) =>
      typeof key === 'string' && rest.length === 0 && isCallOptions(options) ? direct(key, { ...options, lng: options?.lng || lng, ns: options?.ns || 'mail' }) : fixed(key, options, ...rest);
    mailTs.set(lng, (t = mail as unknown as TFunction));
  }
  return t;
}

export function pickLocale(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (code && isLocale(code)) return code;
  }
  return defaultLocale;
}

export type ApiMessages = {
  locale: Locale;
  /** A text of locales/<lng>/api.json. */
  t(key: string, values?: Record<string, unknown>): string;
  /** Validation messages and field labels in this language (see src/api/validation.ts). */
  validation: MessageTranslator;
  render(message: Message): string;
};

/**
 * API messages in one language. Anything the API answers that a person reads
 * (the snackbar shows it) goes through here; English is the spec's wording.
 */
export function apiMessages(locale: Locale): ApiMessages {
  const t = serverI18n.getFixedT(locale, 'api');
  const rules = serverI18n.getFixedT(locale, 'common', 'validation');
  const validation: MessageTranslator = {
    format: (rule, values) => rules(rule, values),
    label: (field) => (serverI18n.exists(`fields.${field}`, { lng: locale, ns: 'api' }) ? t(`fields.${field}`) : undefined),
  };
  return {
    locale,
    t: (key, values) => t(key, values ?? {}),
    validation,
    render(message) {
      if (typeof message === 'string') {
        return serverI18n.exists(message, { lng: locale, ns: 'api' }) ? t(message) : message;
      }
      if ('rule' in message) {
        const field = fieldLabel([message.label ?? message.field], validation);
        return rules(message.rule, ruleValues({ ...message.values, field }));
      }
      const list = message.list && {
        [message.list.name]: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          message.list.items.map((item) => t(item.key, { count: item.count, n: new Intl.NumberFormat(locale).format(item.count) })),
        ),
      };
      return t(message.key, { ...message.values, ...list });
    },
  };
}

const cache = new Map<Locale, ApiMessages>();
export function apiMessagesFor(acceptLanguage: string | undefined): ApiMessages {
  const locale = pickLocale(acceptLanguage);
  let m = cache.get(locale);
  if (!m) {
    m = apiMessages(locale);
    cache.set(locale, m);
  }
  return m;
}

/**
 * Options for a `t` whose words go into HTML (an in-app notification's description): the values are escaped, so a
 * hotel named "A&W <Truck Stop>" — by staff, a supplier's feed or the public form — is its text, never markup.
 */
export const htmlValues = { interpolation: { escapeValue: true } } as const;
