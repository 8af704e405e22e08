import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, unstorableIssues } from '@server/plugins/errors';

const paths = (data: unknown) => unstorableIssues(data).map((i) => i.path.join('.'));

describe('text the database cannot store (unstorableIssues)', () => {
  it('names each string with a NUL or a lone surrogate by its path, in order', () => {
    expect(paths({ a: 'ok', b: 'x\u0000', c: ['fine', '\ud800', { d: 'tail\udfff' }], e: 'lead\ude00 x' })).toEqual(['b', 'c.1', 'c.2.d', 'e']);
    expect(paths('\ud83d')).toEqual(['']);
  });

  it('accepts surrogate pairs (emoji, including joined sequences) and everything else PostgreSQL holds', () => {
    expect(paths({ a: '🚚', b: '👩🏽‍🔧', c: '\u202eevil', d: 'e\u0301', e: 'ا ب', f: 1, g: null, h: true, i: [] })).toEqual([]);
  });

  it('an object with a key that is not text is named by the object\'s own path', () => {
    expect(paths({ guest: { '\ud800': 1 } })).toEqual(['guest']);
    expect(paths({ 'a\u0000': 'x' })).toEqual(['']);
  });

  it('walks nesting far deeper than the call stack allows', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 100_000; i++) deep = { a: [deep] };
    const [issue] = unstorableIssues(deep);
    expect(issue!.path).toHaveLength(200_000);
  });
});

describe('JSON nesting depth (jsonNestsDeeperThan)', () => {
  it('counts arrays and objects opened inside one another', () => {
    expect(jsonNestsDeeperThan('[[[1]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[1]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(100)}\\\\"}`, 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\", "b":[[1]]}`, 2)).toBe(true);
  });
});
