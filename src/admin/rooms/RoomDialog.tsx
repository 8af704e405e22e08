import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, useMediaQuery, type Theme } from '@mui/material';
import { Form, NumberInput, TextInput, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useAppDataProvider } from '@/dataProvider';
import { useFormState } from 'react-hook-form';
import { roomInput } from '@/api/schemas/hotels';
import { useZodResolver } from '../form/useZodResolver';
import { PicturesPanel } from '../pictures/PicturesPanel';

export type RoomDialogProps = {
  hotelId: Identifier;
  /** The room to edit, or null to add one. */
  room: RaRecord | null;
  onClose(): void;
  onSaved(): void;
};

const label = (field: string) => `resources.rooms.fields.${field}`;

function SaveButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}>
      {translate('ra.action.save')}
    </Button>
  );
}

/** Adds or edits one room type of the hotel; an existing room also shows its own pictures. */
export function RoomDialog({ hotelId, room, onClose, onSaved }: RoomDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const resolver = useZodResolver(roomInput, { resource: 'rooms' });
  const handleSubmit = async (values: Record<string, unknown>) => {
    try {
      if (room) await dataProvider.update('rooms', { id: room.id, data: values, previousData: room });
      else await dataProvider.create('rooms', { data: { ...values, hotel_id: hotelId } });
      notify(room ? 'resources.rooms.saved' : 'resources.rooms.created', { type: 'success' });
      onSaved();
    } catch (err) {
      const errors = (err as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (errors) return errors;
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="room-dialog-title">
      <Form record={room ?? { max_occupancy: 2 }} resolver={resolver} onSubmit={handleSubmit} noValidate>
        <DialogTitle id="room-dialog-title">{room ? translate('resources.rooms.edit', { name: room.name }) : translate('resources.rooms.add')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }}>
            <TextInput source="roomId" label={label('roomId')} helperText="resources.rooms.help.roomId" autoComplete="off" />
            <TextInput source="name" label={label('name')} autoComplete="off" />
            <TextInput source="beds" label={label('beds')} helperText="resources.rooms.help.beds" autoComplete="off" />
            <NumberInput source="max_occupancy" label={label('max_occupancy')} min={1} max={20} step={1} />
          </Box>
          <TextInput source="description" label={label('description')} multiline minRows={2} />
          {room ? (
            <>
              <Divider sx={{ my: 2 }} />
              <PicturesPanel hotelId={hotelId} roomId={room.id} />
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
