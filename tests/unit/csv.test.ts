import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '@server/lib/csv';

describe('CSV (RFC 4180)', () => {
  it('leaves plain values alone and writes empty cells for null', () => {
    expect(csvCell('Amarillo')).toBe('Amarillo');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Smith, Jr')).toBe('"Smith, Jr"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it("prefixes cells that start with = + - @ tab or CR with '", () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+15550100')).toBe("'+15550100");
    expect(csvCell('-5+A1')).toBe("'-5+A1");
    expect(csvCell('-1e3')).toBe("'-1e3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('leaves negative numbers as numbers (a longitude stays numeric in a spreadsheet)', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-99.546339')).toBe('-99.546339');
    expect(csvCell(-0.25)).toBe('-0.25');
  });

  it('joins cells with commas and ends each record with CRLF', () => {
    expect(csvLine(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
    expect(csvLine([2, 'B "b"'])).toBe('2,"B ""b"""\r\n');
    expect(csvLine(['id'])).toBe('id\r\n');
  });
});
