import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useGetIdentity, useGetList, useNavigate, usePermissions, useTranslate } from 'react-admin';
import type { User } from '@/api';
import { hasPermission } from '@/authProvider/permissions';
import type { DashboardCounts } from '@/api/schemas/admin';
import { useAppDataProvider } from '@/dataProvider';
import { useAdminSettings } from '../AdminContext';
import type { AdminResource } from '../declaration';
import { countFromDashboard, hotelFigures, isDashboardCounted } from './dashboardModel';
import { HotelFigures } from './HotelFigures';

type CountCardProps = { resource: AdminResource; counts: DashboardCounts | undefined; countsPending: boolean };

function CountValue({ resource, counts, countsPending }: CountCardProps) {
  const { locale } = useAdminSettings();
  const fromDashboard = countFromDashboard(resource.name, counts);
  // Resources the dashboard call does not count are counted by their own list (one row asked for).
  const ownCount = !isDashboardCounted(resource.name);
  const { total, isPending, error } = useGetList(resource.name, { pagination: { page: 1, perPage: 1 } }, { enabled: ownCount });
  const pending = ownCount ? isPending : countsPending;
  const value = ownCount ? (error ? undefined : total) : fromDashboard;
  return (
    <Typography variant="h4" component="p" data-testid={`count-${resource.name}`}>
      {pending ? <Skeleton width={48} /> : value === undefined ? '—' : value.toLocaleString(locale)}
    </Typography>
  );
}

function CountCard(props: CountCardProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { resource } = props;
  const Icon = resource.icon;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea onClick={() => navigate(`${basename}/${resource.name}`)} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {Icon ? (
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 1.5, display: 'flex' }}>
              <Icon />
            </Box>
          ) : null}
          <Box>
            <Typography variant="body2" color="text.secondary">
              {translate(resource.options.label)}
            </Typography>
            <CountValue {...props} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A welcome, the hotel inventory figures (GET /admin/dashboard) and the counts the signed-in user may see. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<User | null>();
  const { resources } = useAdminSettings();
  const dataProvider = useAppDataProvider();
  const { data: counts, isPending } = useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => dataProvider.dashboard(signal), staleTime: 30_000 });
  const counted = resources.filter((r) => r.list && r.options.menu && !r.options.page && hasPermission(permissions, r.permission));
  const seesHotels = hasPermission(permissions, 'view_hotel');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('menu.dashboard')} />
      <Card sx={{ mb: 3, background: (t) => `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.primary.dark})`, color: 'primary.contrastText' }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {identity?.first_name ? translate('dashboard.welcomeName', { name: identity.first_name }) : translate('dashboard.welcome')}
          </Typography>
          <Typography variant="body1" sx={{ opacity: 0.9 }}>
            {translate('dashboard.intro')}
          </Typography>
        </CardContent>
      </Card>
      {seesHotels ? <HotelFigures figures={counts ? hotelFigures(counts) : null} pending={isPending} /> : null}
      <Grid container spacing={2}>
        {counted.map((r) => (
          <Grid key={r.name} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CountCard resource={r} counts={counts} countsPending={isPending} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
