import { describe, expect, it } from 'vitest';
import { codeDigits } from '@/api/schemas';
import { codeField } from '@/storefront/forms/codeField';

describe('a code or PIN field keeps the digits of what is typed or pasted', () => {
  it('drops spaces, dashes and other marks, and keeps six digits at most', () => {
    expect(codeDigits('198256')).toBe('198256');
    expect(codeDigits('198 256')).toBe('198256');
    expect(codeDigits(' 198 256 ')).toBe('198256');
    expect(codeDigits(' 198-256 ')).toBe('198256');
    expect(codeDigits('Code: 198256.')).toBe('198256');
    expect(codeDigits('１９８ ２５６')).toBe('198256');
    expect(codeDigits('198 256 789')).toBe('198256');
    expect(codeDigits('19 8')).toBe('198');
    expect(codeDigits('')).toBe('');
  });

  it('cleans the input before the form hears of the change', () => {
    const seen: string[] = [];
    const props = codeField({ name: 'code', onChange: (event: { target: { value: string } }) => seen.push(event.target.value) });
    const input = { value: ' 198 256 ' };
    props.onChange({ target: input });
    expect(input.value).toBe('198256');
    expect(seen).toEqual(['198256']);
    expect(props.name).toBe('code');
  });
});
