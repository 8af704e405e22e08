import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Loading, NumberInput, SaveButton, Title, Toolbar, useNotify, usePermissions, useTranslate } from 'react-admin';
import { api, client, type CurrencyRates } from '@/api';
import { formatInstant } from '@/i18n/dates';
import { useAdminSettings } from '../AdminContext';
import { hasPermission, type PermissionSubject } from '@/authProvider/permissions';
import { maxValueField, minValueField, requiredField } from '../form/fieldValidators';
import { ratesToForm, formToRates, RATE_CURRENCIES } from './ratesForm';

const rateRules = (label: string) => [requiredField(label), minValueField(0.000001, label), maxValueField(1_000_000, label)];

/**
 * The display-currency conversion rates (units of each currency for one US dollar) that the storefront uses to
 * show prices in EUR, JPY or CAD and to filter CAD and MXN hotels by US-dollar price. Staff with change_setting edit them.
 */
export function CurrencyRatesPage() {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<PermissionSubject>();
  const canChange = hasPermission(permissions, 'change_setting');
  const rates = useQuery({ queryKey: ['settings', 'currency-rates'], queryFn: ({ signal }) => api.settings.currencyRates(signal) });
  const save = useMutation({
    mutationFn: (rates: Record<string, number>) => client.put<CurrencyRates>('/admin/settings/currency-rates', { rates }),
    onSuccess: (data) => {
      queryClient.setQueryData(['settings', 'currency-rates'], data);
      notify('resources.currency-rates.saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('menu.currencyRates')} />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('menu.currencyRates')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.currency-rates.intro')}
        </Typography>
        {rates.isPending ? (
          <Loading />
        ) : rates.isError ? (
          <Alert severity="error">{rates.error.message}</Alert>
        ) : (
          <Form noValidate record={ratesToForm(rates.data.rates)} onSubmit={(values: Record<string, unknown>) => save.mutate(formToRates(values))}>
            {RATE_CURRENCIES.map((code) => {
              const label = translate('resources.currency-rates.rateFor', { code });
              return (
                <NumberInput
                  key={code}
                  source={code}
                  label={label}
                  helperText={translate('resources.currency-rates.perDollar', { code })}
                  validate={rateRules(label)}
                  step={0.0001}
                  readOnly={!canChange}
                  fullWidth
                />
              );
            })}
            {rates.data.updated_at ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('resources.currency-rates.updatedAt', { date: formatInstant(rates.data.updated_at, locale) })}
              </Typography>
            ) : null}
            {canChange ? (
              <Toolbar sx={{ px: 0 }}>
                <SaveButton disabled={save.isPending} />
              </Toolbar>
            ) : null}
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
