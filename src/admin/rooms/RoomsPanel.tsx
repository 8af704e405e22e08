import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useGetList, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useAppDataProvider } from '@/dataProvider';
import { RatesDialog } from './RatesDialog';
import { RoomDialog } from './RoomDialog';

export type RoomsPanelProps = { hotelId: Identifier; currency: string };

const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const label = (field: string) => `resources.rooms.fields.${field}`;

/** The hotel's room types (GET /admin/rooms?hotel_id=), with their rates calendar, edit and delete. */
export function RoomsPanel({ hotelId, currency }: RoomsPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { canAccess: canAdd = false } = useCanAccess({ resource: 'rooms', action: 'create' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'rooms', action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'rooms', action: 'delete' });
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const [rates, setRates] = useState<RaRecord | null>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const { data, isPending, error, refetch } = useGetList('rooms', {
    filter: { hotel_id: hotelId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await dataProvider.delete('rooms', { id: deleting.id, previousData: deleting });
      notify('resources.rooms.deleted', { type: 'info' });
      await refetch();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="rooms-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="rooms-title" variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
          {translate('resources.rooms.title')}
        </Typography>
        {canAdd ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('resources.rooms.add')}
          </Button>
        ) : null}
      </Box>
      {isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.rooms.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="rooms-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate(label('roomId'))}</TableCell>
                <TableCell>{translate(label('name'))}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(label('beds'))}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(label('max_occupancy'))}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>{translate(label('pictures'))}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={srOnly}>
                    {translate('resources.rooms.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((room) => (
                <TableRow key={room.id} hover>
                  <TableCell>{room.roomId}</TableCell>
                  <TableCell>{room.name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{room.beds ?? '—'}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{room.max_occupancy}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>{room.pictures?.length ?? 0}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" startIcon={<CalendarMonthIcon />} onClick={() => setRates(room)} aria-label={translate('resources.rooms.ratesFor', { name: room.name })}>
                      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                        {translate('resources.rooms.rates.button')}
                      </Box>
                    </Button>
                    {canEdit ? (
                      <Tooltip title={translate('ra.action.edit')}>
                        <IconButton size="small" onClick={() => setEditing(room)} aria-label={translate('resources.rooms.editNamed', { name: room.name })}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                    {canDelete ? (
                      <Tooltip title={translate('ra.action.delete')}>
                        <IconButton size="small" color="error" onClick={() => setDeleting(room)} aria-label={translate('resources.rooms.deleteNamed', { name: room.name })}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing ? (
        <RoomDialog
          hotelId={hotelId}
          room={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
      {rates ? <RatesDialog room={rates} currency={currency} canEdit={canEdit} onClose={() => setRates(null)} /> : null}
      <Confirm
        isOpen={deleting !== null}
        title="resources.rooms.deleteTitle"
        content="resources.rooms.deleteConfirm"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
