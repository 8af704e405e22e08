/** A URL parameter's whole number within [min, max], or null (absent, not digits, out of range): links stay safe to read. */
export function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}
