/**
 * A value someone typed, made safe to put in a mail line: control characters and line breaks become spaces (no
 * forged headers or paragraphs), runs of space collapse, and it is cut to `max` characters.
 */
export function mailLine(value: string, max = 80): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
