import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider, SyncJob } from '../../dataProvider';
import { useAdminSettings } from '../AdminContext';
import { changedNothing, isFinished, jobTally, POLL_MS, supplierOfJob, tallyKeys } from './syncModel';

export type SyncDialogProps = { job: SyncJob | null; onClose(): void };

const statusColor = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error' } as const;

/** Follows a sync job (GET /admin/jobs/{id}, polled) and shows its counts and each failure's reason. */
export function SyncDialog({ job: started, onClose }: SyncDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { locale } = useAdminSettings();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['syncJob', started?.id],
    queryFn: ({ signal }) => dataProvider.job(started!.id, signal),
    enabled: Boolean(started),
    initialData: started ?? undefined,
    refetchInterval: (query) => (isFinished(query.state.data?.status) ? false : POLL_MS),
  });
  const job = data ?? started;
  const done = isFinished(job?.status);
  // The list and the supplier counts change once, when the run ends.
  const refreshed = useRef<number | null>(null);
  useEffect(() => {
    if (done && job && refreshed.current !== job.id) {
      refreshed.current = job.id;
      refresh();
    }
  }, [done, job, refresh]);
  if (!job) return null;
  const tally = jobTally(job);
  const supplier = supplierOfJob(job.kind);
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sync-dialog-title">
      <DialogTitle id="sync-dialog-title">
        {translate(`resources.hotels.sync.title.${supplier ?? 'ice_portal'}`)}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Chip size="small" color={statusColor[job.status]} label={translate(`resources.hotels.sync.status.${job.status}`)} data-testid="sync-status" />
          {job.existing ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.hotels.sync.joined')}
            </Typography>
          ) : null}
        </Box>
        {!done ? (
          <Box sx={{ mb: 2 }}>
            <LinearProgress aria-label={translate('resources.hotels.sync.running')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.hotels.sync.processed', { n: number(tally?.processed ?? 0) })}
            </Typography>
          </Box>
        ) : null}
        {job.status === 'failed' && job.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {job.error}
          </Alert>
        ) : null}
        {tally ? (
          <Table size="small" aria-label={translate('resources.hotels.sync.counts')}>
            <TableBody>
              {tallyKeys.map((key) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {translate(`resources.hotels.sync.tally.${key}`)}
                  </TableCell>
                  <TableCell align="right" data-testid={`sync-${key}`}>
                    {number(tally[key])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {done && job.status === 'succeeded' && changedNothing(tally) ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('resources.hotels.sync.nothingChanged')}
          </Alert>
        ) : null}
        {tally && tally.failures.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('resources.hotels.sync.failures')}
            </Typography>
            <List dense sx={{ maxHeight: 240, overflowY: 'auto' }}>
              {tally.failures.map((f) => (
                <ListItem key={f.id} disableGutters>
                  <ListItemText primary={f.name ? `${f.name} (${f.id})` : f.id} secondary={f.reason} />
                </ListItem>
              ))}
            </List>
            {tally.failed > tally.failures.length ? (
              <Typography variant="caption" color="text.secondary">
                {translate('resources.hotels.sync.moreFailures', { n: number(tally.failed - tally.failures.length) })}
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(done ? 'ra.action.close' : 'resources.hotels.sync.hide')}</Button>
      </DialogActions>
    </Dialog>
  );
}
