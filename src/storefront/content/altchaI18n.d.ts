/** altcha's language files (altcha/i18n/<language>) register their words with the widget when imported; some ship no types. */
declare module 'altcha/i18n/*';
