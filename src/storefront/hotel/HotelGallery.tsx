import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PhotoIcon from '@mui/icons-material/Photo';
import { Box, IconButton, Typography, useTheme } from '@mui/material';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { Picture } from '@/api/schemas/hotels';
import { useContentLanguage } from '../i18n/useContentLanguage';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { Img } from './Img';

export type HotelGalleryProps = { pictures: Picture[]; hotelName: string };

// Pictures are drawn 640x400 (DEMO) or come from suppliers in many sizes: each slot keeps this ratio, so nothing moves
// while they load.
const WIDTH = 640;
const HEIGHT = 400;

/**
 * The hotel's pictures: a strip that snaps picture by picture (so a phone swipes it natively), arrow buttons, arrow
 * keys when focused, captions, and thumbnails to jump. Only the first picture loads at once; the others lazily.
 */
export function HotelGallery({ pictures, hotelName }: HotelGalleryProps) {
  const { t } = usePageNamespace('hotel');
  const localized = useContentLanguage();
  const rtl = useTheme().direction === 'rtl';
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const show = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(pictures.length - 1, index));
      const slide = strip.current?.children[target] as HTMLElement | undefined;
      slide?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
      setCurrent(target);
    },
    [pictures.length],
  );

  const handleScroll = () => {
    const el = strip.current;
    if (!el || !el.clientWidth) return;
    // scrollLeft runs negative in a right-to-left strip.
    setCurrent(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) show(current + 1);
    else if (event.key === back) show(current - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(pictures.length - 1);
    else return;
    event.preventDefault();
  };

  if (!pictures.length) {
    return (
      <Box sx={{ aspectRatio: `${WIDTH} / ${HEIGHT}`, maxHeight: 420, width: '100%', borderRadius: 2, bgcolor: '#eef3f7', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, color: 'text.secondary' }}>
        <PhotoIcon fontSize="large" aria-hidden="true" />
        <Typography>{t('hotel:gallery.none')}</Typography>
      </Box>
    );
  }

  const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' }, boxShadow: 1 } as const;
  return (
    <Box component="section" aria-roledescription={t('hotel:gallery.roleDescription')} aria-label={t('hotel:gallery.label', { name: hotelName })}>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={strip}
          tabIndex={0}
          onScroll={handleScroll}
          onKeyDown={handleKeyDown}
          data-testid="hotel-gallery"
          sx={{
            display: 'flex',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            borderRadius: 2,
            bgcolor: '#eef3f7',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {pictures.map((p, i) => {
            const caption = localized(p.caption, p.caption_i18n);
            return (
            <Box
              component="figure"
              key={p.id}
              aria-roledescription={t('hotel:gallery.slideRole')}
              aria-label={t('hotel:gallery.slide', { index: i + 1, count: pictures.length })}
              sx={{ flex: '0 0 100%', m: 0, scrollSnapAlign: 'start', position: 'relative' }}
            >
              <Img
                src={p.url}
                alt={caption.text ?? t('hotel:gallery.alt', { name: hotelName, index: i + 1 })}
                lang={caption.text ? caption.lang : undefined}
                width={WIDTH}
                height={HEIGHT}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${WIDTH} / ${HEIGHT}`, maxHeight: 460, objectFit: 'cover' }}
              />
              {caption.text && (
                <Typography
                  component="figcaption"
                  lang={caption.lang}
                  dir="auto"
                  sx={{ position: 'absolute', insetInline: 0, bottom: 0, px: 2, py: 1, color: '#fff', fontSize: 14, background: 'linear-gradient(transparent, rgba(0,0,0,0.65))' }}
                >
                  {caption.text}
                </Typography>
              )}
            </Box>
            );
          })}
        </Box>
        {pictures.length > 1 && (
          <>
            <IconButton aria-label={t('hotel:gallery.previous')} onClick={() => show(current - 1)} disabled={current === 0} sx={{ ...arrow, insetInlineStart: 8 }}>
              {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
            <IconButton aria-label={t('hotel:gallery.next')} onClick={() => show(current + 1)} disabled={current >= pictures.length - 1} sx={{ ...arrow, insetInlineEnd: 8 }}>
              {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </IconButton>
            <Typography
              aria-live="polite"
              dir="ltr"
              sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, px: 1, borderRadius: 1, fontSize: 13, color: '#fff', bgcolor: 'rgba(0,0,0,0.55)' }}
            >
              {t('hotel:gallery.position', { index: current + 1, count: pictures.length })}
            </Typography>
          </>
        )}
      </Box>
      {pictures.length > 1 && (
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1, overflowX: 'auto' }}>
          {pictures.map((p, i) => (
            <li key={p.id}>
              <Box
                component="button"
                type="button"
                onClick={() => show(i)}
                aria-label={t('hotel:gallery.show', { index: i + 1 })}
                aria-current={i === current}
                sx={{ p: 0, border: 2, borderColor: i === current ? 'primary.main' : 'transparent', borderRadius: 1, cursor: 'pointer', bgcolor: 'transparent', display: 'block' }}
              >
                <Img src={p.url} alt="" width={80} height={50} loading="lazy" decoding="async" sx={{ display: 'block', width: 80, height: 50, objectFit: 'cover', borderRadius: 0.5 }} />
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
