import { Box, Typography } from '@mui/material';
import type { RoomOffer } from '@/api/schemas/hotelSearch';
import { cancelWording } from '@/i18n/cancelPolicy';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type CancelPolicyTextProps = { policy: RoomOffer['cancel_policy'] };

/** The cancellation terms in plain words: free until a hotel-local date and time, non-refundable, or unknown. */
export function CancelPolicyText({ policy }: CancelPolicyTextProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  const wording = cancelWording(policy, locale);
  const text = wording.key === 'freeUntil' ? t('booking:cancelPolicy.freeUntil', { date: wording.date, time: wording.time }) : t(`booking:cancelPolicy.${wording.key}`);
  return (
    <Box data-testid="cancel-policy">
      <Typography variant="body2" sx={{ fontWeight: 600, color: wording.key === 'freeUntil' || wording.key === 'refundable' ? 'success.dark' : 'text.primary' }}>
        {text}
      </Typography>
      {policy?.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <bdi>{policy.description}</bdi>
        </Typography>
      )}
    </Box>
  );
}
