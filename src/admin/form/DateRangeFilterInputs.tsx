import { useEffect } from 'react';
import { DateInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fieldMessage } from './fieldValidators';

type RangeEnd = { source: string; label: string };
type Range = { from: RangeEnd; to: RangeEnd };

/**
 * A "from" and a "to" date filter of one range, shown at all times: an end before its start is flagged on both fields
 * at once, and the list keeps its last good filter meanwhile (react-admin applies a filter form only while it is
 * valid), instead of answering a reversed range with an empty list that does not say why.
 */
export const dateRangeFilterInputs = (range: Range) => [
  <RangeEndInput key={range.from.source} source={range.from.source} label={range.from.label} range={range} alwaysOn />,
  <RangeEndInput key={range.to.source} source={range.to.source} label={range.to.label} range={range} alwaysOn />,
];

// `source` and `alwaysOn` are read by react-admin's filter form from the element's own props.
function RangeEndInput({ source, label, range }: RangeEnd & { range: Range; alwaysOn: boolean }) {
  const { trigger } = useFormContext();
  const translate = useTranslate();
  const other = source === range.from.source ? range.to.source : range.from.source;
  const reversed = (_value: unknown, values: Record<string, unknown>) => {
    const start = values[range.from.source];
    const end = values[range.to.source];
    return typeof start === 'string' && typeof end === 'string' && start && end && end < start
      ? fieldMessage('on_or_after', translate(range.to.label), { target: translate(range.from.label) })
      : undefined;
  };
  // The other end's message comes and goes with this one's value (once the form holds it: not in onChange).
  const value: unknown = useWatch({ name: source });
  useEffect(() => {
    void trigger(other);
  }, [value, other, trigger]);
  return <DateInput source={source} label={label} validate={reversed} />;
}
