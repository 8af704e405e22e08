import SyncIcon from '@mui/icons-material/Sync';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { SupplierSummary, SyncJob, SyncSupplier } from '@/api/schemas/admin';
import { useAppDataProvider } from '@/dataProvider';
import { useAdminSettings } from '../AdminContext';
import { SyncDialog } from './SyncDialog';

/**
 * A card's height with its sync row (the row wraps under the counts on narrow cards): the placeholders take it, and
 * cards never come shorter, so the hotel list below does not move when the counts arrive.
 */
const CARD_HEIGHT = { xs: 135, md: 107 };

type SupplierCardProps = { summary: SupplierSummary; canSync: boolean; busy: boolean; onSync(s: SyncSupplier): void; onOpenJob(id: number): void };

function SupplierCard({ summary, canSync, busy, onSync, onOpenJob }: SupplierCardProps) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const last = summary.last_sync;
  const supplier = summary.code === 'local' ? null : summary.code;
  return (
    <Card variant="outlined" sx={{ flex: { xs: '0 0 270px', md: '1 1 220px' }, minHeight: CARD_HEIGHT }} data-testid={`supplier-${summary.code}`}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" component="h2">
          {translate(`resources.hotels.supplier.${summary.code}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.hotels.suppliers.counts', { smart_count: summary.hotels, n: summary.hotels.toLocaleString(locale), active: summary.active.toLocaleString(locale) })}
        </Typography>
        {supplier ? (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {last?.status === 'needs_confirmation' ? (
              // Held for staff: the chip opens the sync, where they confirm or dismiss.
              <Chip size="small" color="warning" label={translate('resources.hotels.sync.status.needs_confirmation')} onClick={() => onOpenJob(last.id)} data-testid={`sync-held-${summary.code}`} />
            ) : last ? (
              <Chip
                size="small"
                variant="outlined"
                color={last.status === 'failed' ? 'error' : last.status === 'succeeded' ? 'success' : 'default'}
                label={
                  last.finished_at
                    ? translate('resources.hotels.suppliers.lastSync', { when: new Date(last.finished_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) })
                    : translate(`resources.hotels.sync.status.${last.status}`, { _: last.status })
                }
              />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {translate('resources.hotels.suppliers.never')}
              </Typography>
            )}
            {canSync ? (
              <Button size="small" variant="contained" startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <SyncIcon />} disabled={busy} onClick={() => onSync(supplier)} sx={{ ml: 'auto' }}>
                {translate(`resources.hotels.sync.start.${supplier}`)}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Hotels per supplier (GET /admin/hotels/suppliers), with the buttons that start a supplier sync. */
export function SupplierPanel() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const { canAccess: canSync = false } = useCanAccess({ resource: 'hotels', action: 'edit' });
  const [starting, setStarting] = useState<SyncSupplier | null>(null);
  const [job, setJob] = useState<SyncJob | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: ['hotels', 'suppliers'],
    queryFn: ({ signal }) => dataProvider.hotelSuppliers(signal),
  });
  const openJob = async (id: number) => {
    try {
      setJob(await dataProvider.job(id));
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const handleSync = async (supplier: SyncSupplier) => {
    setStarting(supplier);
    try {
      setJob(await dataProvider.startSync(supplier));
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setStarting(null);
    }
  };
  if (error) return null;
  return (
    <Box
      component="section"
      // On phones the cards scroll sideways; inline-size containment keeps that row from widening the page.
      sx={{ display: 'flex', flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: 'auto', contain: 'inline-size', gap: 1.5, mt: 2, pb: { xs: 0.5, md: 0 } }} aria-label={translate('resources.hotels.suppliers.title')}>
      {isPending
        ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" sx={{ flex: { xs: '0 0 270px', md: '1 1 220px' }, height: CARD_HEIGHT }} />)
        : data.map((s) => <SupplierCard key={s.code} summary={s} canSync={canSync} busy={starting === s.code} onSync={handleSync} onOpenJob={(id) => void openJob(id)} />)}
      <SyncDialog job={job} onClose={() => setJob(null)} canDecide={canSync} />
    </Box>
  );
}
