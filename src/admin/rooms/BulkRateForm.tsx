import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { CheckboxGroupInput, DateInput, Form, NumberInput, SelectInput, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { InventoryBulkEdit } from '@/api/schemas/hotels';
import { useAppDataProvider } from '@/dataProvider';
import { useAdminSettings } from '../AdminContext';
import { majorUnitInput } from '../form/money';
import { useZodResolver } from '../form/useZodResolver';
import { bulkEditForm } from './bulkEdit';
import type { DateRange, IsoDate } from './calendarModel';
import { weekdayOrder } from './calendarModel';
import { weekStartFor } from './weekStart';

export type BulkRateFormProps = {
  roomId: Identifier;
  currency: string;
  selection: DateRange | null;
  today: IsoDate;
  onSaved(): void;
};

const label = (field: string) => `resources.rooms.fields.${field}`;

/** Nights picked on the calendar fill in the range. */
function FollowSelection({ selection }: { selection: DateRange | null }) {
  const { setValue } = useFormContext();
  useEffect(() => {
    if (!selection) return;
    setValue('from', selection.from, { shouldDirty: true });
    setValue('to', selection.to, { shouldDirty: true });
  }, [selection, setValue]);
  return null;
}

function ApplyButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}>
      {translate('resources.rooms.rates.apply')}
    </Button>
  );
}

/**
 * PUT /admin/rooms/{id}/inventory over a date range, optionally only on some weekdays:
 * the allotment, the price (typed in major units, sent in minor units) and/or closed.
 */
export function BulkRateForm({ roomId, currency, selection, today, onSaved }: BulkRateFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useAdminSettings();
  const dataProvider = useAppDataProvider();
  const resolver = useZodResolver(bulkEditForm, { resource: 'rooms', minorUnits: { paths: ['price_minor'], currency } });
  const [problem, setProblem] = useState<string | null>(null);
  const [initial] = useState(() => ({ from: today, to: today, weekdays: [] as number[] }));
  const money = majorUnitInput(currency);
  const weekdays = weekdayOrder(weekStartFor(locale)).map((dow) => ({
    id: dow,
    name: new Date(Date.UTC(2023, 0, 1 + dow)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' }),
  }));
  const handleSubmit = async (values: Record<string, unknown>) => {
    setProblem(null);
    try {
      const res = await dataProvider.updateRoomInventory(roomId, values as InventoryBulkEdit);
      notify('resources.rooms.rates.saved', { type: 'success', messageArgs: { smart_count: res.affected } });
      onSaved();
    } catch (err) {
      setProblem((err as Error).message);
      const errors = (err as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (errors) return errors;
    }
  };
  return (
    // Its own record: inside the hotel's page the form would otherwise start from the hotel's fields (its currency among them).
    <Form record={initial} resolver={resolver} onSubmit={handleSubmit} noValidate>
      <FollowSelection selection={selection} />
      <Box component="section" aria-labelledby="bulk-rates-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
        <Typography id="bulk-rates-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('resources.rooms.rates.bulkTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.rooms.rates.bulkHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>
          <DateInput source="from" label={label('from')} />
          <DateInput source="to" label={label('to')} />
        </Box>
        <CheckboxGroupInput source="weekdays" label={label('weekdays')} choices={weekdays} translateChoice={false} helperText="resources.rooms.help.weekdays" row sx={{ '& .MuiFormControlLabel-root': { mr: 1 } }} />
        <NumberInput source="allotment" label={label('allotment')} min={0} step={1} helperText="resources.rooms.help.allotment" />
        <NumberInput
          source="price_minor"
          label={label('price_minor')}
          min={0}
          step={0.01}
          format={money.format}
          parse={money.parse}
          helperText={translate('resources.rooms.help.price', { currency })}
        />
        <SelectInput
          source="closed"
          label={label('closed')}
          choices={[
            { id: 'false', name: 'resources.rooms.rates.setOpen' },
            { id: 'true', name: 'resources.rooms.rates.setClosed' },
          ]}
          emptyText="resources.rooms.rates.leaveAsIs"
          helperText={false}
        />
        {problem ? (
          <Alert severity="error" sx={{ my: 1 }} data-testid="bulk-rates-error">
            {problem}
          </Alert>
        ) : null}
        <Box sx={{ mt: 1 }}>
          <ApplyButton />
        </Box>
      </Box>
    </Form>
  );
}
