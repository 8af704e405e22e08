import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useInstantFormat } from '../settings/preferences';

/** A timestamp of the record in the staff member's time zone and clock (Account Settings). */
export function InstantField({ source, emptyText = '' }: { source: string; emptyText?: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const format = useInstantFormat();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' && value ? format(value) : emptyText}
    </Typography>
  );
}
