import { Alert, Box, Card, CardContent, CardHeader, Grid, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { User } from '@/api';
import { formatMoney } from '@/api/money';
import { VIEW_ANALYTICS } from '@/api/permissions';
import { analyticsPeriod, analyticsQuery, type AnalyticsReport } from '@/api/schemas/analytics';
import { hasPermission } from '@/authProvider/permissions';
import { useAppDataProvider } from '@/dataProvider';
import { useAdminSettings } from '../AdminContext';
import { analyticsPresets, dailyConversion, formatShare, matchingPreset, presetPeriod, shortDay } from './analyticsModel';

const CHART_HEIGHT = 280;
const utcToday = () => new Date().toISOString().slice(0, 10);

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId} component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** The highest daily searches or bookings of the period. */
const activityPeak = (days: AnalyticsReport['days']) => Math.max(0, ...days.map((d) => Math.max(d.searches, d.bookings)));

function Charts({ report }: { report: AnalyticsReport }) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const days = report.days.map((d) => shortDay(d.day, locale));
  const usd = (v: number | null) => (v === null ? '' : formatMoney(v, 'USD', locale));
  const count = (v: number | null) => (v === null ? '' : v.toLocaleString(locale));
  const localeText = { noData: translate('analytics.noData'), loading: translate('analytics.loading') };
  const xAxis = [{ scaleType: 'point' as const, data: days }];
  const { totals } = report;
  return (
    <>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {[
          { key: 'bookings', value: count(totals.bookings) },
          { key: 'revenue', value: usd(totals.revenue_usd) },
          { key: 'searches', value: count(totals.searches) },
          { key: 'conversion', value: formatShare(totals.conversion, locale) },
          { key: 'cancellations', value: `${count(totals.cancellations)} · ${formatShare(totals.cancellation_rate, locale)}` },
        ].map((f) => (
          <Grid key={f.key} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <Figure label={translate(`analytics.figures.${f.key}`)} value={f.value} testId={`figure-${f.key}`} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('analytics.charts.activity')} testId="chart-activity">
            <LineChart
              height={CHART_HEIGHT}
              localeText={localeText}
              xAxis={xAxis}
              // Whole numbers from 0 (a period without searches drew one tick, "0.0…", cut off).
              yAxis={[{ min: 0, max: activityPeak(report.days) === 0 ? 1 : undefined, tickMinStep: 1, valueFormatter: (v: number) => count(v) }]}
              series={[
                { data: report.days.map((d) => d.searches), label: translate('analytics.figures.searches'), valueFormatter: count },
                { data: report.days.map((d) => d.bookings), label: translate('analytics.figures.bookings'), valueFormatter: count },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('analytics.charts.revenue')} testId="chart-revenue">
            <BarChart
              height={CHART_HEIGHT}
              localeText={localeText}
              xAxis={[{ scaleType: 'band', data: days }]}
              yAxis={[{ width: 72, valueFormatter: (v: number) => formatMoney(v, 'USD', locale, { whole: true }) }]}
              series={[{ data: report.days.map((d) => d.revenue_usd), label: translate('analytics.figures.revenue'), valueFormatter: usd }]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('analytics.charts.conversion')} testId="chart-conversion">
            <LineChart
              height={CHART_HEIGHT}
              localeText={localeText}
              xAxis={xAxis}
              yAxis={[{ min: 0, valueFormatter: (v: number) => `${v.toLocaleString(locale)} %` }]}
              series={[
                {
                  data: dailyConversion(report.days),
                  label: translate('analytics.figures.conversion'),
                  valueFormatter: (v) => (v === null ? '—' : `${v.toLocaleString(locale)} %`),
                  connectNulls: false,
                },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('analytics.charts.cancellations')} testId="chart-cancellations">
            <BarChart
              height={CHART_HEIGHT}
              localeText={localeText}
              xAxis={[{ scaleType: 'band', data: days }]}
              series={[{ data: report.days.map((d) => d.cancellations), label: translate('analytics.figures.cancellations'), valueFormatter: count, color: '#c62828' }]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('analytics.charts.topCities')} testId="chart-cities">
            <BarChart
              height={Math.max(CHART_HEIGHT, report.top_cities.length * 32 + 60)}
              layout="horizontal"
              localeText={localeText}
              yAxis={[{ scaleType: 'band', width: 120, data: report.top_cities.map((c) => [c.city, c.state].filter(Boolean).join(', ')) }]}
              series={[{ data: report.top_cities.map((c) => c.bookings), label: translate('analytics.figures.bookings'), valueFormatter: count }]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartCard title={translate('analytics.charts.topHotels')} testId="table-hotels">
            {report.top_hotels.length === 0 ? (
              <Typography color="text.secondary">{translate('analytics.noData')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('analytics.columns.hotel')}</TableCell>
                    <TableCell align="right">{translate('analytics.figures.bookings')}</TableCell>
                    <TableCell align="right">{translate('analytics.figures.revenue')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.top_hotels.map((h) => (
                    <TableRow key={h.id}>
                      <TableCell>
                        {h.name}
                        {h.city ? (
                          <Typography component="span" variant="body2" color="text.secondary">
                            {` · ${h.city}`}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">{count(h.bookings)}</TableCell>
                      <TableCell align="right">{usd(h.revenue_usd)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </ChartCard>
        </Grid>
      </Grid>
    </>
  );
}

/**
 * /admin/dashboard/analytics: bookings, revenue, searches, conversion and cancellations over a period, and the
 * cities and hotels booked most (GET /admin/analytics). Its own chunk: the charts library loads only here.
 */
export function AnalyticsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<User | null>();
  const dataProvider = useAppDataProvider();
  const [params, setParams] = useSearchParams();
  const today = utcToday();
  const asked = analyticsQuery.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const period = analyticsPeriod(asked.success ? asked.data : {}, today);
  const allowed = hasPermission(permissions, VIEW_ANALYTICS);
  const report = useQuery({
    queryKey: ['analytics', period.from, period.to],
    queryFn: ({ signal }) => dataProvider.analytics(period, signal),
    enabled: allowed,
    staleTime: 60_000,
  });
  const choose = (next: { from: string; to: string }) => setParams(next, { replace: true });
  const preset = matchingPreset(period, today);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('analytics.title')} />
      {!allowed ? (
        <Alert severity="warning">{translate('analytics.forbidden')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={preset}
              aria-label={translate('analytics.period')}
              onChange={(_e, days: number | null) => days && choose(presetPeriod(days, today))}
            >
              {analyticsPresets.map((days) => (
                <ToggleButton key={days} value={days}>
                  {translate('analytics.lastDays', { smart_count: days })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              type="date"
              size="small"
              label={translate('analytics.from')}
              value={period.from}
              onChange={(e) => e.target.value && choose({ from: e.target.value, to: period.to < e.target.value ? e.target.value : period.to })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: period.to } }}
            />
            <TextField
              type="date"
              size="small"
              label={translate('analytics.to')}
              value={period.to}
              onChange={(e) => e.target.value && choose({ from: period.from > e.target.value ? e.target.value : period.from, to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: period.from } }}
            />
            <Typography variant="body2" color="text.secondary">
              {translate('analytics.note')}
            </Typography>
          </Box>
          {!asked.success ? <Alert severity="info" sx={{ mb: 2 }}>{translate('analytics.badPeriod')}</Alert> : null}
          {report.isError ? (
            <Alert severity="error">{(report.error as Error).message}</Alert>
          ) : !report.data ? (
            <Skeleton variant="rounded" height={CHART_HEIGHT * 2} aria-busy="true" />
          ) : (
            <Charts report={report.data} />
          )}
        </>
      )}
    </Box>
  );
}
