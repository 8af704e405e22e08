import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '@/api/validation';
import { locales } from '@/i18n/locales';
import { apiMessages, mailT } from '@server/lib/i18n';
import { loadNamespace, localesRoot, namespaceFiles } from './localeFiles';

/**
 * Language quality rules that keep every language reading as one voice (issue 16): one register per language, the
 * glossary's term for each idea (locales/<lng>/GLOSSARY.md), no "(s)" plurals, and a plural key wherever a number
 * sits next to a noun. The rules are narrow on purpose: a new, correct string passes.
 */

const root = localesRoot;

/** Every string of a language, keyed 'namespace:dotted.key'. */
function strings(lng: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of namespaceFiles(lng)) for (const [k, v] of loadNamespace(lng, file)) out.set(`${file.slice(0, -5)}:${k}`, v);
  return out;
}

const en = strings('en');
const others = locales.filter((l) => l !== 'en');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const withoutPlaceholders = (s: string) => s.replace(/\{\{[^}]*\}\}/g, ' ');

/** Passes on an empty list; a failure names every offender, one a line. */
const none = (found: string[]) => expect(found, `\n${found.join('\n')}\n`).toEqual([]);

/** Offenders as 'key: text' lines, so a failure shows what to fix. */
const list = (found: [string, string][]) => found.map(([k, v]) => `${k}: ${v}`);
function offenders(lng: string, test: (text: string, key: string) => boolean): string[] {
  return list([...strings(lng)].filter(([k, v]) => test(v, k)));
}

describe('no "(s)" plurals', () => {
  // "night(s)", "noche(s)", "nuit(s)", "sûr(e)": a plural key says it right for every number. "http(s)" is a URL scheme.
  const slashed = /[\p{Script=Latin}\p{Script=Cyrillic}]\((s|es|e|en|n|x|a|i|y|ы|и|а|е|ов)\)/u;
  for (const lng of locales) {
    it(lng, () => {
      none(offenders(lng, (v) => slashed.test(v.replace(/https?\(s\)/gi, ''))));
    });
  }
});

describe('a plural key wherever a number sits next to a noun', () => {
  // English is the source every translation starts from: '{{n}} rooms' in a plain key cannot agree in pl, ru or ar.
  // react-admin's own catalogue (ra:ra.*) passes its numbers without a count; its translations say "label: number".
  const nouns =
    'nights?|rooms?|hotels?|minutes?|hours?|days?|weeks?|months?|years?|seconds?|levels?|characters?|digits?|adults?|children|child|guests?|beds?|spaces?|spots?|pictures?|photos?|bookings?|reviews?|items?|results?|records?|rows?|times|attempts?|miles?|files?|users?|roles?|permissions?|filters?|amenities|brands?|suppliers?|codes?|changes?';
  const countedNoun = new RegExp(`\\{\\{\\s*\\w+\\s*\\}\\}\\s+(${nouns})\\b`, 'i');

  it('in English, the source', () => {
    const found = [...en].filter(([k, v]) => !pluralSuffix.test(k) && !k.startsWith('ra:ra.') && countedNoun.test(v));
    none(list(found));
  });

  // Every plural form a language has (i18next asks Intl.PluralRules): ru/pl one/few/many, ar zero to many.
  const forms: Partial<Record<string, string[]>> = { ru: ['one', 'few', 'many', 'other'], pl: ['one', 'few', 'many', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] };
  const bases = [...new Set([...en.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)))];
  for (const [lng, categories] of Object.entries(forms)) {
    it(`${lng} has each plural form of every plural key`, () => {
      const own = strings(lng);
      const missing = bases.flatMap((base) => categories!.map((c) => `${base}_${c}`)).filter((k) => !own.has(k));
      none(missing);
    });
  }
});

/**
 * One register per language. Each rule finds a marker of the register the language does NOT use; a word that is also
 * ordinary third-person grammar ('su hotel', 'sus marcas') is matched only with the reader's own things or as a
 * command at the start of a sentence.
 */
const sentenceStart = String.raw`(?:^|[.!?:;]\s+|—\s+)`;
const register: Record<string, { name: string; marker: RegExp }> = {
  de: {
    name: 'Sie, never du',
    marker: new RegExp(
      String.raw`(?<![\p{L}-])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure)(?![\p{L}-])|` +
        String.raw`${sentenceStart}(Gib|Prüfe|Versuche|Fahre|Wähle|Tippe|Klicke|Gehe|Nimm|Sieh|Melde|Öffne|Füge|Ändere|Nutze|Schau|Zeige|Rufe?|Buche|Storniere|Lege|Gib|Erlaube)\s(?!Sie\b)|` +
        // …and the second command of a pair: 'Erlauben Sie ihn … oder gib einen Ort ein'.
        String.raw`(?<!\p{L})(oder|und)\s(gib|wähle|prüfe|tippe|versuche|gehe|nimm|rufe?|melde|öffne)\s(?!Sie\b)`,
      'iu',
    ),
  },
  es: {
    name: 'tú (Latin America), never usted',
    marker: new RegExp(
      String.raw`(?<!\p{L})usted(es)?(?!\p{L})|(?<!\p{L})sus? (reserva|reservas|cuenta|contraseña|correo|confirmación|conexión|camión|vehículo|ubicación|búsqueda|perfil|sesión|viaje|viajes|parada|ruta|código|datos|nombre|historial|paciencia|estadía|pregunta|solicitud|foto|dirección de correo)(?!\p{L})|` +
        String.raw`${sentenceStart}(vuelva|llame|revise|muestre|busque|inténtelo|intente|ingrese|introduzca|seleccione|elija|haga|escriba|compruebe|verifique|consulte|contacte|pruebe|espere|pulse|confirme|agregue|añada|cambie|use|inicie|cierre|presente|descargue|continúe|vea|lea|deje|indique|complete|guarde)(?!\p{L})`,
      'iu',
    ),
  },
  fr: { name: 'vous, never tu', marker: /(?<![\p{L}'’-])(tu|ton|tes|toi|te)(?![\p{L}'’-])|(?<!\p{L})t['’](?=\p{L})/iu },
  pt: { name: 'você (Brazil), never tu', marker: /(?<!\p{L})(tu|teu|tua|teus|tuas|contigo|vós|vosso|vossa)(?!\p{L})/iu },
  ru: { name: 'вы, never ты', marker: /(?<!\p{L})(ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоих|твоим|твоими|твою|твоему)(?!\p{L})/iu },
  pl: {
    // ty, written in lower case inside a sentence (the UI convention); never Pan/Pani.
    name: 'ty in lower case, never Pan/Pani',
    marker: /(?<![.!?:]\s|^|\n)(?<=[\s„(])(Ty|Twój|Twoja|Twoje|Twojego|Twojej|Twoim|Twoją|Twoich|Twoimi|Tobie|Ciebie|Cię|Ci|Tobą)(?!\p{L})|(?<!\p{L})(Pan|Pani|Pana|Panu|Panią|Państwo|Państwa)(?!\p{L})/u,
  },
  ja: {
    // です/ます: a sentence (ending in 。) never ends in a plain form (だ, である, plain past or non-past, volitional).
    name: 'です/ます',
    marker: /(だ|である|だろう|しよう|もう|ろう|ない|する|できる|なる|ある|いる|(?<!まし|でし)た)。/u,
  },
  ko: {
    // 합니다/해요: never the plain 한다 style ('없다.', '한다.').
    name: '합니다/해요',
    marker: /(한다|된다|있다|없다|했다|됐다|였다|이다|는다|었다|았다|겠다|해라|하자)(?:[.!]\s|[.!]?$)/u,
  },
  zh: { name: '您, never 你', marker: /你/u },
};

describe('one register per language', () => {
  for (const [lng, { name, marker }] of Object.entries(register)) {
    it(`${lng}: ${name}`, () => {
      none(offenders(lng, (v) => marker.test(v)));
    });
  }

  it('ar: the singular and dual say the number in words (ليلة واحدة, ليلتان), never "ليلة {{count}}"', () => {
    // Arabic's one and two categories hold exactly 1 and 2, so the word form is always right.
    none(offenders('ar', (v, k) => /_(one|two)$/.test(k) && /\{\{(count|smart_count)\}\}/.test(v)));
  });

  it('ar: Arabic punctuation next to Arabic text (، ؛ ؟), never the Latin , ; ?', () => {
    expect(offenders('ar', (v) => /[\u0600-\u06FF]\s?[,;?]|[,;?]\s?[\u0600-\u06FF]/u.test(v))).toEqual([]);
  });
});

/**
 * locales/<lng>/GLOSSARY.md: a table `| Idea | Use | Never |`. Idea names a row of the English glossary, whose Use
 * column is the English words (a row the English glossary lacks is the language's own: Never only). A term is text, `*` standing for any letters ('Lkw-Parkpl*'), alternatives split by
 * ' / '; a term between slashes is a regular expression. Never: no string of the language says it. Use: every label
 * (an English text of at most five words) naming the idea says it.
 */
type Row = { idea: string; use: RegExp[]; never: RegExp[] };

function termPattern(term: string, lng: string): RegExp {
  const regex = /^\/(.+)\/$/.exec(term);
  if (regex) return new RegExp(regex[1]!, 'iu');
  const body = term
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\p{L}*');
  // Words of alphabetic scripts start at a word boundary; Arabic prefixes (ال, ل, ب) and CJK text have none.
  const bounded = ['ar', 'ja', 'ko', 'zh'].includes(lng) ? body : `(?<!\\p{L})${body}`;
  return new RegExp(bounded, 'iu');
}

function glossary(lng: string): Row[] {
  const file = path.join(root, lng, 'GLOSSARY.md');
  if (!existsSync(file)) return [];
  const rows: Row[] = [];
  let inTable = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cells = line.trim().startsWith('|') ? line.trim().slice(1, -1).split('|').map((c) => c.trim()) : null;
    if (!cells) {
      inTable = false;
      continue;
    }
    if (cells[0] === 'Idea') {
      inTable = true;
      continue;
    }
    if (!inTable || /^-+$/.test(cells[0] ?? '')) continue;
    const terms = (cell = '') => cell.split(' / ').map((t) => t.replace(/`/g, '').trim()).filter((t) => t && t !== '–').map((t) => termPattern(t, lng));
    rows.push({ idea: cells[0]!, use: terms(cells[1]), never: terms(cells[2]) });
  }
  return rows;
}

describe('one term per idea (locales/<lng>/GLOSSARY.md)', () => {
  const ideas = glossary('en');
  const isLabel = (text: string) => withoutPlaceholders(text).trim().split(/\s+/).length <= 5;

  it('English names the ideas', () => {
    expect(ideas.map((r) => r.idea)).toEqual(expect.arrayContaining(['truck parking', 'check-in', 'check-out', 'sold out', 'full rig', 'bobtail', 'box truck', 'straight truck']));
  });

  for (const lng of others) {
    describe(lng, () => {
      const rows = glossary(lng);
      const own = strings(lng);

      // A language may add rows of its own (Korean spacing, Spanish regional words): those are checked for Never only.
      it('has a glossary row for every idea', () => {
        expect(rows.map((r) => r.idea)).toEqual(expect.arrayContaining(ideas.map((r) => r.idea)));
      });

      it('never says what the glossary rules out', () => {
        const found = rows.flatMap((row) => [...own].filter(([, v]) => row.never.some((p) => p.test(v))).map(([k, v]) => `${row.idea} | ${k}: ${v}`));
        none(found);
      });

      it("every label naming an idea uses the glossary's term", () => {
        const found: string[] = [];
        for (const row of rows) {
          const idea = ideas.find((r) => r.idea === row.idea);
          if (!idea || !row.use.length) continue;
          for (const [key, text] of en) {
            const translated = own.get(key);
            if (translated === undefined || !isLabel(text) || !idea.use.some((p) => p.test(text))) continue;
            if (!row.use.some((p) => p.test(translated))) found.push(`${row.idea} | ${key}: ${translated}`);
          }
        }
        none(found);
      });
    });
  }
});

/**
 * The typography each language's glossary asks for: Spanish opens every question and exclamation (¿…? ¡…!), French
 * puts a no-break space before : ; ? ! and inside « », Japanese writes a counter right after its number (3泊, not 3 泊).
 */
describe("each language's own punctuation", () => {
  // A URL scheme's colon is not punctuation of the sentence.
  const withoutSchemes = (v: string) => v.replace(/\b(?:https?:\/\/|mailto:)/g, '');
  it('es: every ? and ! has its opening ¿ and ¡', () => {
    none(offenders('es', (v) => v.split(/(?<=[.?!:])\s+|\n/).some((s) => (s.includes('?') && !s.includes('¿')) || (s.includes('!') && !s.includes('¡')))));
  });

  it('fr: a no-break space before : ; ? ! and inside « », and the straight apostrophe', () => {
    none(offenders('fr', (v) => /[^\s\u00a0\u202f][;?!]|\u0020[:;?!]|«\u0020|\u0020»|’/u.test(withoutSchemes(withoutPlaceholders(v)))));
  });

  it('ja, zh: full-width punctuation next to CJK text (：，！？（）), never the half-width : , ! ? ( )', () => {
    const cjk = String.raw`[\u3040-\u30ff\u4e00-\u9fff]`;
    const halfWidth = new RegExp(`${cjk}[,:;?!]|[,:;?!]\\s?${cjk}|\\((?=${cjk})|(?<=${cjk})\\)`, 'u');
    for (const lng of ['ja', 'zh']) none(offenders(lng, (v) => halfWidth.test(withoutSchemes(v))));
  });

  it('ja: no space between a number and its counter', () => {
    none(offenders('ja', (v) => /(\d|\}\})\u0020(泊|室|名|台|軒|件)/u.test(v)));
  });
});

describe('a number that cannot agree with its noun stands apart from it (pl, ru, ar)', () => {
  // English may say "{{total}}+ hotels" in a plain key (the cap is a round number); Polish, Russian and Arabic cannot
  // inflect a noun for a number they do not know, so they say "Hotels found: more than {{total}}".
  const nouns = /^(nights?|rooms?|hotels?|minutes?|days?|adults?|guests?|spaces?|bookings?|results?|records?|characters?|users?)\b/i;
  const counting = [...en].filter(([k]) => !pluralSuffix.test(k) && !k.startsWith('ra:ra.')).flatMap(([k, v]) =>
    [...v.matchAll(/\{\{\s*(\w+)\s*\}\}\+?\s+(\w+)/g)].filter((m) => nouns.test(m[2]!)).map((m) => [k, m[1]!] as const),
  );
  for (const lng of ['pl', 'ru', 'ar']) {
    it(lng, () => {
      const own = strings(lng);
      none(counting.filter(([k, name]) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}\\+?\\s*\\p{L}`, 'u').test(own.get(k) ?? '')).map(([k]) => `${k}: ${own.get(k)}`));
    });
  }
});

describe('the coordinates rule keeps a translated label as it is', () => {
  const issue = { code: 'invalid_type', expected: 'number', path: ['latitude'], input: 'north', message: 'Invalid input' } as unknown as z.core.$ZodIssue;

  it("English keeps the spec's sentence; German starts with its capitalised noun", () => {
    expect(fieldErrors([issue], apiMessages('en').validation)).toEqual({ latitude: ['latitude should be numbers.'] });
    expect(fieldErrors([issue], apiMessages('de').validation)).toEqual({ latitude: ['Breitengrad muss eine Zahl sein.'] });
  });
});

describe('numbers agree with their noun where the server writes them', () => {
  it('the booking mail counts nights, the API counts booked rooms, validation counts characters', () => {
    const pl = mailT('pl');
    expect([1, 3, 5, 22].map((count) => pl('nights', { count }))).toEqual(['1 noc', '3 noce', '5 nocy', '22 noce']);
    expect(mailT('ar')('nights', { count: 2 })).toBe('ليلتان');
    expect(mailT('en')('expires', { count: 15 })).toBe('The code expires in 15 minutes.');
    expect(apiMessages('ru').render({ key: 'errors.belowBooked', values: { date: '2030-03-05', count: 2 } })).toBe('На 2030-03-05 уже забронировано 2 номера; квота не может быть меньше');
    expect(apiMessages('pl').render({ rule: 'min', field: 'password', values: { length: 8 } })).toMatch(/co najmniej 8 znaków$/);
    expect(apiMessages('en').render({ rule: 'min', field: 'password', values: { length: 8 } })).toBe('Password must be at least 8 characters');
    expect(apiMessages('en').render({ rule: 'min', field: 'code', values: { length: 1 } })).toBe('Code must be at least 1 character');
  });
});
