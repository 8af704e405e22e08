import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, type User } from '@/api';
import { rigInput, type RigInput, type RigKind } from '@/api/schemas/rig';
import { distanceUnits, type DistanceUnit, type LengthUnit } from '@/api/units';
import { storeUnit } from '@/i18n/units';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import type { Translate } from '@/storefront/forms/translate';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { useDistanceUnit } from '@/storefront/layout/useDistanceUnit';
import { useSession } from '@/storefront/session/sessionContext';

type Values = { kind: RigKind | 'none'; length: string; length_unit: LengthUnit; hazmat: boolean };

const toValues = (user: User, lengthUnit: LengthUnit): Values =>
  user.rig
    ? { kind: user.rig.kind, length: user.rig.length === null ? '' : String(user.rig.length), length_unit: user.rig.length_unit, hazmat: user.rig.hazmat }
    : { kind: 'none', length: '', length_unit: lengthUnit, hazmat: false };

/** The rig the form stands for (null: none), its length as typed with a comma or a point. */
const toRig = (v: Values): RigInput | null =>
  v.kind === 'none' ? null : { kind: v.kind, length: v.kind === 'bobtail' || v.length.trim() === '' ? null : v.length.trim().replace(',', '.'), length_unit: v.length_unit, hazmat: v.hazmat };

/** The server's rules (a length from 20 to 120 ft, in the unit typed), checked before saving. */
function rigResolver(t: Translate): Resolver<Values> {
  const check = zodResolver(rigInput, t);
  return async (values, context, options) => {
    const rig = toRig(values);
    if (!rig) return { values, errors: {} };
    const { errors } = await check(rig as never, context, options as never);
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values, errors: {} };
  };
}

/** My rig: a tractor and trailer of some length, or a bobtail; search then keeps the hotels whose lot takes it. */
export function RigForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const { length: lengthUnit } = useDistanceUnit();
  const resolver = useMemo(() => rigResolver(t), [t]);
  const form = useForm<Values>({ defaultValues: toValues(user, lengthUnit), resolver });
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const updated = await api.user.setRig({ rig: toRig(v) });
      setUser(updated);
      form.reset(toValues(updated, lengthUnit));
      apiMessages.show({ message: t('profile.rig.saved'), status: 200 });
    } catch (error) {
      reportFormError(error, ['length', 'kind'], form.setError, t, { prefix: 'rig.' });
    }
  });
  const lengthError = form.formState.errors.length?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.rig.title')} data-testid="rig-form">
      <Stack spacing={2}>
        <Controller
          name="kind"
          control={form.control}
          render={({ field }) => (
            <TextField select {...field} label={t('profile.rig.kind')} id="field-rig-kind" fullWidth>
              <MenuItem value="none">{t('profile.rig.none')}</MenuItem>
              <MenuItem value="full_rig">{t('profile.rig.full_rig')}</MenuItem>
              <MenuItem value="bobtail">{t('profile.rig.bobtail')}</MenuItem>
            </TextField>
          )}
        />
        {kind === 'full_rig' ? (
          <Stack direction="row" spacing={2} alignItems="flex-start">
            <TextField
              {...form.register('length')}
              id="field-rig-length"
              label={t('profile.rig.length')}
              inputMode="decimal"
              required
              error={Boolean(lengthError)}
              helperText={lengthError ?? t('profile.rig.lengthHint')}
              sx={{ flex: 1 }}
            />
            <Controller
              name="length_unit"
              control={form.control}
              render={({ field }) => (
                <ToggleButtonGroup exclusive size="small" value={field.value} onChange={(_e, v: LengthUnit | null) => v && field.onChange(v)} aria-label={t('profile.rig.lengthUnit')} sx={{ mt: 1 }}>
                  <ToggleButton value="ft">{t('common:units.short.ft')}</ToggleButton>
                  <ToggleButton value="m">{t('common:units.short.m')}</ToggleButton>
                </ToggleButtonGroup>
              )}
            />
          </Stack>
        ) : null}
        {kind !== 'none' ? (
          <Controller
            name="hazmat"
            control={form.control}
            render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('profile.rig.hazmat')} />}
          />
        ) : null}
        <Box>
          <SubmitButton busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            {t('profile.rig.save')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}

/** Miles or kilometres for this driver, kept in the profile and in this browser. */
export function UnitsField() {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const { unit } = useDistanceUnit();
  const choose = async (next: DistanceUnit) => {
    storeUnit(next);
    try {
      setUser(await api.user.setUnits({ distance_unit: next }));
    } catch (error) {
      reportFormError(error, [], () => undefined, t);
    }
  };
  return (
    <ToggleButtonGroup exclusive value={unit} onChange={(_e, v: DistanceUnit | null) => v && void choose(v)} aria-label={t('profile.units')} data-testid="profile-units">
      {distanceUnits.map((u) => (
        <ToggleButton key={u} value={u}>
          {t(`common:units.${u}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
