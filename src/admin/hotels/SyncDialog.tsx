import { Alert, AlertTitle, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, List, ListItem, ListItemText, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SyncJob } from '@/api/schemas/admin';
import { useAppDataProvider } from '@/dataProvider';
import { useAdminSettings } from '../AdminContext';
import { changedNothing, confirmationDecision, formatShare, isFinished, jobTally, pendingConfirmation, POLL_MS, supplierOfJob, tallyKeys } from './syncModel';

export type SyncDialogProps = {
  job: SyncJob | null;
  onClose(): void;
  /** May confirm or dismiss a held sync (the permission that starts a sync). */
  canDecide: boolean;
};

const statusColor = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error', needs_confirmation: 'warning' } as const;

/**
 * Follows a sync job (GET /admin/jobs/{id}, polled) and shows its counts and each failure's reason. A sync held
 * before deactivating many hotels shows how many and offers to confirm exactly those, or to dismiss them.
 */
export function SyncDialog({ job: started, onClose, canDecide }: SyncDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { locale } = useAdminSettings();
  const dataProvider = useAppDataProvider();
  const [deciding, setDeciding] = useState(false);
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
  const held = pendingConfirmation(job);
  const decision = confirmationDecision(job);
  const decide = async (action: 'confirm' | 'dismiss') => {
    setDeciding(true);
    try {
      const decided = await dataProvider.decideSync(job.id, action);
      queryClient.setQueryData(['syncJob', job.id], decided);
      refresh();
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setDeciding(false);
    }
  };
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
              {translate('resources.hotels.sync.processed', { smart_count: tally?.processed ?? 0, n: number(tally?.processed ?? 0) })}
            </Typography>
          </Box>
        ) : null}
        {job.status === 'failed' && job.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            <AlertTitle>{translate('resources.hotels.sync.stopped')}</AlertTitle>
            {job.error}
          </Alert>
        ) : null}
        {held ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="sync-held">
            <AlertTitle>{translate('resources.hotels.sync.held.title')}</AlertTitle>
            {translate('resources.hotels.sync.held.body', { n: number(held.count), total: number(held.total), share: formatShare(held.share, locale), max: formatShare(held.max_share, locale) })}
            {canDecide ? (
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} useFlexGap flexWrap="wrap">
                <Button variant="contained" color="warning" disableElevation disabled={deciding} onClick={() => void decide('confirm')}>
                  {translate('resources.hotels.sync.held.confirm', { smart_count: held.count, n: number(held.count) })}
                </Button>
                <Button color="inherit" disabled={deciding} onClick={() => void decide('dismiss')}>
                  {translate('resources.hotels.sync.held.dismiss')}
                </Button>
              </Stack>
            ) : null}
          </Alert>
        ) : null}
        {decision ? (
          <Alert severity={decision === 'confirmed' ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="sync-decision">
            {translate(`resources.hotels.sync.held.${decision}`)}
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
        {done && job.status === 'succeeded' && !decision && changedNothing(tally) ? (
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
