import { Alert, AlertTitle, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, get, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { vehicleTypes, type BookingInput } from '@/api/schemas/bookings';
import { RetryBox } from '../feedback/RetryBox';
import { SubmitButton } from '../forms/SubmitButton';
import { useFocusOnShow } from '../forms/useFocusOnShow';
import { LocaleLink } from '../i18n/LocaleLink';
import { useLocalePath } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { useMoney } from '../money/useMoney';
import { useSession } from '../session/sessionContext';
import type { AttemptScope } from './bookingAttempt';
import { bookingResolver, guestDefaults, guestFields, typedLengthInFeet, type BookingTerms, type GuestFormValues } from './bookingForm';
import type { BookingOutcome } from './bookingOutcome';
import { useBookRoom } from './useBookRoom';
import { rigFit, rigKindOfVehicle, type RigLot } from '@/api/rigFit';
import { formatLength } from '@/api/units';
import { useDistanceUnit } from '../layout/useDistanceUnit';

export type PriceChange = Extract<BookingOutcome, { kind: 'priceChanged' }>;

export type BookingFormProps = {
  slug: string;
  scope: AttemptScope;
  terms: BookingTerms;
  /** The hotel's lot: whether it has truck parking, and what it takes (the rig typed below is checked against it). */
  lot: RigLot;
  /** The hotel page for the same stay: where "choose another room" goes. */
  hotelPath: string;
  /** The driver accepted a new price: the summary shows it from now on. */
  onAcceptPrice: (change: PriceChange) => void;
};

/** Guest, truck and requests, then Book: every answer of the API has its own message and way forward. */
export function BookingForm({ slug, scope, terms, lot, hotelPath, onAcceptPrice }: BookingFormProps) {
  const { t, i18n } = usePageNamespace('booking');
  const { length: lengthUnit } = useDistanceUnit();
  const hotelHasParking = lot.commercialParkingAvailable;
  const { user } = useSession();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { format, isConverted, own } = useMoney();
  const { book, busy, outcome } = useBookRoom(scope);
  const termsRef = useRef(terms);
  useEffect(() => {
    termsRef.current = terms;
  }, [terms]);

  const labels = useMemo(
    () => ({ length_ft: t(lengthUnit === 'm' ? 'booking:form.lengthMetric' : 'booking:form.length'), vehicle_type: t('booking:form.vehicleType'), special_requests: t('booking:form.requests') }),
    [t, lengthUnit],
  );
  const form = useForm<GuestFormValues, unknown, BookingInput>({
    resolver: bookingResolver(() => termsRef.current, t, labels, lengthUnit),
    defaultValues: guestDefaults(user, lengthUnit),
  });
  const parkingNeeded = form.watch('truck.parking_needed');
  // The rig as typed, against the lot, as the search's fit badge reads it: a lot that cannot take it is said before
  // the driver books (a 75 ft rig at a 70 ft lot, a trailer at a bobtail-only one).
  const vehicle = form.watch('truck.vehicle_type');
  const typedLength = Number(typedLengthInFeet(form.watch('truck.length_ft'), lengthUnit)) || null;
  const fit = parkingNeeded && hotelHasParking ? rigFit(lot, { kind: rigKindOfVehicle(vehicle), length_ft: typedLength }) : null;

  const field = (name: FieldPath<GuestFormValues>, helperText?: string) => {
    const { ref, ...rest } = form.register(name);
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return { ...rest, inputRef: ref, id: `booking-${name}`, error: Boolean(message), helperText: message ?? helperText };
  };

  const submit = form.handleSubmit(async (body) => {
    const result = await book(body);
    if (!result) return;
    if (result.kind === 'confirmed' || result.kind === 'pending') {
      void navigate(localize(`/book/${encodeURIComponent(slug)}?booking=${result.booking.id}`), { replace: true });
    } else if (result.kind === 'invalid') {
      let focus = true;
      for (const name of guestFields) {
        const message = result.errors[name]?.[0];
        if (!message) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    }
  });

  const acceptPrice = (change: PriceChange) => {
    termsRef.current = { ...termsRef.current, expected_total: change.total, currency: change.currency };
    onAcceptPrice(change);
    void submit();
  };

  const stopped = outcome?.kind === 'noLongerAvailable' || outcome?.kind === 'notFound';
  // What came of pressing Book takes the focus (fields the server refused take it themselves).
  const outcomeRef = useFocusOnShow<HTMLDivElement>(outcome?.kind === 'invalid' ? null : outcome, 'nearest');

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="booking-form-title">
      <Typography id="booking-form-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('booking:form.guestTitle')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('guest.first_name')} label={t('common:fields.first_name')} autoComplete="given-name" required fullWidth />
          <TextField {...field('guest.last_name')} label={t('common:fields.last_name')} autoComplete="family-name" required fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('guest.email', t('booking:form.emailHelp'))} label={t('common:fields.email')} type="email" autoComplete="email" required fullWidth />
          <TextField {...field('guest.phone')} label={t('common:fields.phone')} type="tel" autoComplete="tel" fullWidth />
        </Stack>
      </Stack>

      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        {t('booking:form.truckTitle')}
      </Typography>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="truck.parking_needed"
          render={({ field: { value, onChange, ref, ...rest } }) => (
            <FormControlLabel control={<Switch {...rest} inputRef={ref} checked={value} onChange={(e) => onChange(e.target.checked)} />} label={t('booking:form.parkingNeeded')} />
          )}
        />
        {fit === 'too_long' || fit === 'bobtail_only' ? (
          <Alert severity="warning" data-testid="rig-fit-warning" data-fit={fit}>
            {fit === 'too_long' ? t('common:fit.tooLong', { length: formatLength(lot.parking.max_length_ft!, i18n.language, lengthUnit) }) : t('common:fit.bobtail_only')}
          </Alert>
        ) : null}
        {parkingNeeded && !hotelHasParking && (
          <Alert severity="warning" data-testid="no-parking-warning">
            {t('booking:form.noParkingHere')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            control={form.control}
            name="truck.vehicle_type"
            render={({ field: { ref, ...rest }, fieldState }) => (
              <TextField {...rest} inputRef={ref} id="booking-truck.vehicle_type" select label={t('booking:form.vehicleType')} fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                {vehicleTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`booking:vehicle.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            {...field('truck.length_ft', t('booking:form.lengthHelp'))}
            label={t(lengthUnit === 'm' ? 'booking:form.lengthMetric' : 'booking:form.length')}
            type="number"
            inputMode={lengthUnit === 'm' ? 'decimal' : 'numeric'}
            disabled={!parkingNeeded}
            fullWidth
            slotProps={{ htmlInput: lengthUnit === 'm' ? { min: 3, max: 45.7, step: 0.1 } : { min: 10, max: 150, step: 1 } }}
          />
        </Stack>
        <TextField {...field('special_requests', t('booking:form.requestsHelp'))} label={t('booking:form.requests')} multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: 1000 } }} />
      </Stack>

      <Box sx={{ mt: 3, scrollMarginTop: 96, scrollMarginBottom: 96, '&:focus': { outline: 'none' } }} aria-live="polite" ref={outcomeRef} tabIndex={-1} data-testid="booking-outcome">
        {outcome && <OutcomeMessage outcome={outcome} hotelPath={hotelPath} format={format} isConverted={isConverted} own={own} busy={busy} onAcceptPrice={acceptPrice} onRetry={() => void submit()} />}
      </Box>

      <SubmitButton busy={busy || form.formState.isSubmitting} disabled={stopped || outcome?.kind === 'priceChanged'} fullWidth sx={{ mt: 2, minHeight: 52 }}>
        {t('booking:form.book')}
      </SubmitButton>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        {t('booking:form.payAtHotel')}
      </Typography>
    </Box>
  );
}

type OutcomeMessageProps = {
  outcome: BookingOutcome;
  hotelPath: string;
  busy: boolean;
  format: (amount: number, currency: string) => string;
  isConverted: (currency: string) => boolean;
  own: (amount: number, currency: string) => string;
  onAcceptPrice: (change: PriceChange) => void;
  onRetry: () => void;
};

function OutcomeMessage({ outcome, hotelPath, busy, format, isConverted, own, onAcceptPrice, onRetry }: OutcomeMessageProps) {
  const { t } = usePageNamespace('booking');
  const backToHotel = (
    <Button component={LocaleLink} to={hotelPath} color="inherit" size="small" sx={{ fontWeight: 700 }}>
      {t('booking:chooseAnother')}
    </Button>
  );
  switch (outcome.kind) {
    case 'priceChanged':
      return (
        <Alert severity="warning" data-testid="price-changed">
          <AlertTitle>{t('booking:outcome.priceChanged.title')}</AlertTitle>
          {t('booking:outcome.priceChanged.body', { price: own(outcome.total, outcome.currency) })}
          {isConverted(outcome.currency) && ` ${t('booking:price.approx', { price: format(outcome.total, outcome.currency) })}`}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} useFlexGap flexWrap="wrap">
            <Button variant="contained" color="warning" disableElevation onClick={() => onAcceptPrice(outcome)} disabled={busy}>
              {t('booking:outcome.priceChanged.accept')}
            </Button>
            <Button component={LocaleLink} to={hotelPath} color="inherit">
              {t('booking:chooseAnother')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'noLongerAvailable':
      return (
        <Alert severity="error" action={backToHotel} data-testid="no-longer-available">
          {t('booking:outcome.noLongerAvailable')}
        </Alert>
      );
    case 'notFound':
      return (
        <Alert severity="error" action={backToHotel}>
          {t('booking:outcome.notFound')}
        </Alert>
      );
    case 'failed':
      return <Alert severity="error">{t('booking:outcome.failed')}</Alert>;
    case 'supplierFailed':
      return <RetryBox message={t('booking:outcome.supplierFailed')} onRetry={onRetry} busy={busy} data-testid="supplier-failed" />;
    case 'supplierUnavailable':
      return <RetryBox message={t('booking:outcome.supplierUnavailable')} onRetry={onRetry} busy={busy} data-testid="supplier-unavailable" />;
    case 'retry':
      return <RetryBox message={t('booking:outcome.retry')} onRetry={onRetry} busy={busy} data-testid="booking-retry" />;
    case 'offline':
      return <RetryBox message={t('booking:outcome.offline')} onRetry={onRetry} busy={busy} data-testid="booking-offline" />;
    case 'keyReused':
      return (
        <Alert
          severity="info"
          action={
            <Button component={LocaleLink} to="/book/history" color="inherit" size="small">
              {t('booking:confirmation.myBookings')}
            </Button>
          }
        >
          {t('booking:outcome.keyReused')}
        </Alert>
      );
    case 'invalid':
      return <Alert severity="error">{Object.keys(outcome.errors).length ? t('booking:outcome.invalid') : outcome.message || t('booking:outcome.invalid')}</Alert>;
    default:
      return null;
  }
}
