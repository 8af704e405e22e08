import { Avatar, Box, Rating, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localized, shownLanguage, testimonialTextFields, type Testimonial } from '@/api/schemas/siteContent';

/** Drivers' testimonials as a grid of cards (a list: screen readers hear how many), each a quote with its author. */
export function TestimonialCards({ items }: { items: Testimonial[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {items.map((item) => (
        <TestimonialCard key={item.id} item={item} />
      ))}
    </Box>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t, i18n } = useTranslation('content');
  // The driver's words in the reader's language when staff translated them, else as said: in English, marked so.
  const words = localized(item, i18n.language, testimonialTextFields).text;
  const shownIn = shownLanguage(item, i18n.language, 'text');
  const translated = shownIn !== 'en';
  const saidIn = shownIn !== i18n.language ? shownIn : undefined;
  return (
    <Box component="li" data-testid="testimonial" sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Rating value={item.rating} readOnly size="small" aria-label={t('testimonials.rating', { count: item.rating })} />
      <Typography component="blockquote" lang={saidIn} dir="auto" sx={{ m: 0, flexGrow: 1 }} data-testid="testimonial-text">
        {t('testimonials.quote', { text: words })}
      </Typography>
      {/* A translation is staff's, not the driver's own words: said so. */}
      {translated ? (
        <Typography variant="caption" color="text.secondary" data-testid="testimonial-translated">
          {t('testimonials.translated')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Avatar src={item.photo ?? undefined} alt="" sx={{ width: 44, height: 44 }} imgProps={{ loading: 'lazy', width: 44, height: 44 }}>
          {item.name.charAt(0)}
        </Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
          {item.home_base ? (
            <Typography variant="body2" color="text.secondary">
              {t('testimonials.homeBase', { place: item.home_base })}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
