import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { TestimonialCards } from './TestimonialCards';

export const HOME_TESTIMONIALS = 3;

/** The home page's testimonials: the first three published, with a link to all of them. Nothing when there are none. */
export function HomeTestimonialsSection() {
  const { t, ready } = usePageNamespace('content');
  const list = useQuery({ queryKey: ['testimonials', 1, HOME_TESTIMONIALS], queryFn: ({ signal }) => api.testimonials.list({ limit: HOME_TESTIMONIALS }, signal), staleTime: 5 * 60_000 });
  if (list.isError || (list.data && list.data.data.length === 0)) return null;
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
      <Typography id="home-testimonials" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
        {ready ? t('content:testimonials.homeTitle') : <Skeleton width={240} />}
      </Typography>
      {list.data && ready ? (
        <>
          <TestimonialCards items={list.data.data} />
          {list.data.meta.total > HOME_TESTIMONIALS ? (
            <Button component={LocaleLink} to="/testimonials" sx={{ mt: 2 }}>
              {t('content:testimonials.more')}
            </Button>
          ) : null}
        </>
      ) : (
        <Skeleton variant="rounded" height={200} />
      )}
    </Box>
  );
}
