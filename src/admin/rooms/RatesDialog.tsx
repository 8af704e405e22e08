import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useAppDataProvider } from '@/dataProvider';
import { BulkRateForm } from './BulkRateForm';
import { addMonths, extendSelection, monthOf, monthRange, todayIso, type DateRange, type IsoDate } from './calendarModel';
import { RoomCalendar } from './RoomCalendar';

export type RatesDialogProps = { room: RaRecord; currency: string; canEdit: boolean; onClose(): void };

/** A room's nightly rates and availability: the month calendar and, beside it, the bulk editor. */
export function RatesDialog({ room, currency, canEdit, onClose }: RatesDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [today] = useState(() => todayIso());
  const [month, setMonth] = useState(() => monthOf(today));
  const [selection, setSelection] = useState<DateRange | null>(null);
  const range = monthRange(month);
  const { data, isFetching, error } = useQuery({
    queryKey: ['roomInventory', room.id, range.from, range.to],
    queryFn: ({ signal }) => dataProvider.roomInventory(room.id, range, signal),
    placeholderData: keepPreviousData,
  });
  const handleSaved = () => queryClient.invalidateQueries({ queryKey: ['roomInventory', room.id] });
  const handleSelect = (date: IsoDate) => setSelection((current) => extendSelection(current, date));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="rates-dialog-title">
      <DialogTitle id="rates-dialog-title">{translate('resources.rooms.rates.title', { name: `${room.name} (${room.roomId})` })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: canEdit ? 'minmax(0, 1fr) 360px' : '1fr' }, gap: 3, alignItems: 'start' }}>
          <RoomCalendar
            month={month}
            nights={data}
            loading={isFetching}
            error={(error as Error | null) ?? null}
            selection={selection}
            today={today}
            onMonthChange={(delta) => setMonth((m) => addMonths(m, delta))}
            onSelect={handleSelect}
          />
          {canEdit ? <BulkRateForm roomId={room.id} currency={currency} selection={selection} today={today} onSaved={handleSaved} /> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
