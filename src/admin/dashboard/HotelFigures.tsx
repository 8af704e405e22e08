import { Box, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAdminSettings } from '../AdminContext';
import type { HotelFigure } from './dashboardModel';

export type HotelFiguresProps = { figures: HotelFigure[] | null; pending: boolean };

/** Active hotels, truck parking and hotels per supplier, each with its share of all hotels. */
export function HotelFigures({ figures, pending }: HotelFiguresProps) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  return (
    <Card sx={{ mb: 3 }} component="section" aria-labelledby="hotel-figures-title">
      <CardContent>
        <Typography id="hotel-figures-title" variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 2 }}>
          {translate('dashboard.hotels.title')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 2 }}>
          {(figures ?? Array.from({ length: 6 }, () => null)).map((f, i) =>
            f && !pending ? (
              <Box key={f.key} data-testid={`figure-${f.key}`}>
                <Typography variant="body2" color="text.secondary">
                  {translate(`dashboard.hotels.${f.key}`)}
                </Typography>
                <Typography variant="h5" component="p">
                  {f.value.toLocaleString(locale)}
                </Typography>
                <LinearProgress variant="determinate" value={f.of ? (100 * f.value) / f.of : 0} aria-hidden sx={{ mt: 0.5, height: 4, borderRadius: 2 }} />
              </Box>
            ) : (
              <Skeleton key={i} variant="rounded" height={64} />
            ),
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
