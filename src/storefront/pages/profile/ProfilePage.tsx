import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/storefront/session/sessionContext';
import { usePageTitle } from '@/storefront/usePageTitle';
import { AddressForm } from './AddressForm';
import { AvatarCard } from './AvatarCard';
import { PersonalForm } from './PersonalForm';
import { ProfileShell, Section } from './ProfileShell';
import { PushToggle } from './PushToggle';
import { RigForm, UnitsField } from './RigForm';

export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <ProfileShell tab="profile">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Section title={t('profile.photo')}>
          <AvatarCard user={user} />
        </Section>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title={t('profile.personal')} description={t('profile.personalHint')}>
            <PersonalForm user={user} />
          </Section>
          <Section title={t('profile.rig.title')} description={t('profile.rig.hint')}>
            <RigForm user={user} />
          </Section>
          <Section title={t('profile.units')} description={t('profile.unitsHint')}>
            <UnitsField />
          </Section>
          <Section title={t('profile.address')} description={t('profile.addressHint')}>
            <AddressForm fallbackCountry={user.country_id} />
          </Section>
          <Section title={t('profile.push')} description={t('profile.pushHint')}>
            <PushToggle />
          </Section>
        </Box>
      </Box>
    </ProfileShell>
  );
}
