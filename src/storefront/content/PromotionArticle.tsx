import { Box, Button, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryBox } from '../feedback/RetryBox';
import { LocaleLink } from '../i18n/LocaleLink';
import { DemoNotice } from './DemoNotice';

interface ArticleHead {
  title: string;
  summary?: string | null;
  demo?: boolean;
}

interface PromotionArticleProps {
  /** The loaded text's head; null while it loads. */
  head: ArticleHead | null;
  failed: boolean;
  onRetry: () => void;
  /** Shown above the title (e.g. the brand). */
  above?: ReactNode;
  children?: ReactNode;
}

/** The frame of a promotion or programme page under /promotions: back link, loading, retry, then title, DEMO mark and summary. */
export function PromotionArticle({ head, failed, onRetry, above, children }: PromotionArticleProps) {
  const { t } = useTranslation('content');
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <Button component={LocaleLink} to="/promotions" sx={{ mb: 2 }}>
        {t('content:promotions.back')}
      </Button>
      {failed ? (
        <RetryBox message={t('content:loadFailed')} onRetry={onRetry} />
      ) : !head ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <article>
          {above}
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
            {head.title}
          </Typography>
          {head.demo ? <DemoNotice /> : null}
          {head.summary ? <Typography sx={{ mt: 2, fontSize: 18 }}>{head.summary}</Typography> : null}
          {children}
        </article>
      )}
    </Box>
  );
}
