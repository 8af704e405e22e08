import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useInView } from '../hotel/useInView';

// Its own chunk, fetched when the section nears the screen: the home page's first download does not grow.
const Section = lazy(async () => ({ default: (await import('./HomeTestimonialsSection')).HomeTestimonialsSection }));

/** A place for the testimonials below the fold; their code and data load when it comes near the viewport. */
export function HomeTestimonials() {
  const { ref, seen } = useInView<HTMLElement>('300px');
  return (
    <Box component="section" ref={ref} aria-labelledby="home-testimonials" sx={{ minHeight: seen ? undefined : 320 }}>
      {seen ? (
        <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
          <Section />
        </Suspense>
      ) : null}
    </Box>
  );
}
