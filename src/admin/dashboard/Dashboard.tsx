import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Title, useBasename, useGetIdentity, useGetList, useNavigate, usePermissions, useTranslate } from 'react-admin';
import type { User } from '../../api';
import { hasPermission } from '../../authProvider/permissions';
import { useAdminSettings } from '../AdminContext';
import type { AdminResource } from '../declaration';

function CountCard({ resource }: { resource: AdminResource }) {
  const { locale } = useAdminSettings();
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { total, isPending, error } = useGetList(resource.name, { pagination: { page: 1, perPage: 1 } });
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
            <Typography variant="h4" component="p" data-testid={`count-${resource.name}`}>
              {isPending ? <Skeleton width={48} /> : error ? '—' : (total ?? 0).toLocaleString(locale)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A welcome and the counts the signed-in user may see. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<User | null>();
  const { resources } = useAdminSettings();
  const counted = resources.filter((r) => r.list && r.options.menu && hasPermission(permissions, r.permission));
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
      <Grid container spacing={2}>
        {counted.map((r) => (
          <Grid key={r.name} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CountCard resource={r} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
