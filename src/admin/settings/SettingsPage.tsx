import { TranslatedTextInput } from '../form/TranslatedTextInput';
import { Alert, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { AutocompleteInput, BooleanInput, Form, Loading, NumberInput, SaveButton, SelectInput, TextInput, Title, Toolbar, useNotify, usePermissions, useTranslate } from 'react-admin';
import { api } from '@/api';
import { currencies } from '@/api/money';
import {
  accountPreferences,
  displayCurrencies,
  siteSettingsInput,
  socialNetworks,
  themeModes,
  timeFormats,
  type AccountPreferences,
  type SiteSettings,
  type SiteSettingsInput,
} from '@/api/schemas/settings';
import { hasPermission, type PermissionSubject } from '@/authProvider/permissions';
import { localeInfo, locales } from '@/i18n/locales';
import { useZodResolver } from '../form/useZodResolver';
import { PREFERENCES_KEY, usePreferences } from './preferences';
import { ProfileCard } from './ProfileCard';
import { useAdminSettings } from '../AdminContext';
import { storedCurrency } from '@/i18n/currency';

const t = (key: string) => `resources.settings.${key}`;
const SITE_KEY = ['settings', 'site'] as const;

/** Every IANA zone the browser knows, New York first (the spec's default). */
function timeZoneChoices() {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/New_York', 'UTC'];
  return ['America/New_York', ...zones.filter((z) => z !== 'America/New_York')].map((id) => ({ id, name: id.replace(/_/g, ' ') }));
}

function AccountSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { updated_at: _, ...stored } = usePreferences();
  const { locale } = useAdminSettings();
  // The form starts from what is in use: a language or currency picked in the toolbar since the last save is kept by
  // saving, not silently undone.
  const inUseCurrency = storedCurrency();
  const current = { ...stored, locale, currency: (displayCurrencies as readonly string[]).includes(inUseCurrency) ? inUseCurrency : stored.currency };
  const resolver = useZodResolver(accountPreferences, { resource: 'settings' });
  const zones = useMemo(timeZoneChoices, []);
  const save = useMutation({
    mutationFn: (values: AccountPreferences) => api.settings.savePreferences(values),
    onSuccess: (data) => {
      queryClient.setQueryData(PREFERENCES_KEY, data);
      notify(t('saved'), { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(t('account.title'))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('account.intro'))}
        </Typography>
        <Form noValidate record={current} resolver={resolver} onSubmit={(values: Record<string, unknown>) => save.mutate(values as AccountPreferences)}>
          <SelectInput source="locale" label={t('fields.locale')} choices={locales.map((id) => ({ id, name: localeInfo[id].name }))} translateChoice={false} />
          <AutocompleteInput source="time_zone" label={t('fields.time_zone')} choices={zones} translateChoice={false} disableClearable />
          <SelectInput source="time_format" label={t('fields.time_format')} choices={timeFormats.map((id) => ({ id, name: t(`timeFormats.${id}`) }))} />
          <SelectInput source="currency" label={t('fields.currency')} choices={displayCurrencies.map((id) => ({ id, name: `${currencies[id].currencySymbol} ${id}` }))} translateChoice={false} />
          <SelectInput source="theme" label={t('fields.theme')} choices={themeModes.map((id) => ({ id, name: t(`themes.${id}`) }))} />
          <BooleanInput source="boxed" label={t('fields.boxed')} helperText={t('help.boxed')} />
          <Toolbar sx={{ px: 0 }}>
            <SaveButton disabled={save.isPending} alwaysEnable />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}

/** The stored settings as the form edits them: the postal address one line each in one box. */
type SiteForm = Omit<SiteSettingsInput, 'postal_address'> & { postal_address: string };
const addressLines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const toForm = ({ updated_at: _, ...s }: SiteSettings): SiteForm => ({ ...s, postal_address: s.postal_address.join('\n') });
const fromForm = (f: SiteForm): SiteSettingsInput => ({ ...f, postal_address: addressLines(f.postal_address) });

/**
 * Validation on the form's own shape: the address box is checked as the lines it becomes, its messages on the box. It
 * must stay in the schema: the resolver submits only the keys the schema knows.
 */
const siteFormSchema = siteSettingsInput.omit({ postal_address: true }).extend({
  postal_address: z.string().superRefine((text, ctx) => {
    for (const issue of siteSettingsInput.shape.postal_address.safeParse(addressLines(text)).error?.issues ?? []) ctx.addIssue({ ...issue, path: [] });
  }),
});

function SiteSettingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const site = useQuery({ queryKey: SITE_KEY, queryFn: ({ signal }) => api.settings.site(signal) });
  const resolver = useZodResolver(siteFormSchema, { resource: 'settings' });
  const save = useMutation({
    mutationFn: (values: SiteForm) => api.settings.saveSite(fromForm(values)),
    onSuccess: (data) => {
      queryClient.setQueryData(SITE_KEY, data);
      notify(t('saved'), { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (site.isPending) return <Loading />;
  if (site.isError) return <Alert severity="error">{site.error.message}</Alert>;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(t('site.title'))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('site.intro'))}
        </Typography>
        <Form noValidate record={toForm(site.data)} resolver={resolver} onSubmit={(values: Record<string, unknown>) => save.mutate(values as SiteForm)}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(t('site.maintenance'))}
          </Typography>
          <BooleanInput source="maintenance.enabled" label={t('fields.maintenance_enabled')} helperText={t('help.maintenance')} />
          <TranslatedTextInput source="maintenance.message" i18nSource="maintenance.message_i18n" label={t('fields.maintenance_message')} multiline minRows={2} />
          <NumberInput source="maintenance.retry_after_minutes" label={t('fields.retry_after_minutes')} min={1} max={1440} step={1} />
          <Divider sx={{ my: 2, width: '100%' }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(t('site.contact'))}
          </Typography>
          <TextInput source="support_phones.tollFree" label={t('fields.phone_toll_free')} />
          <TextInput source="support_phones.international" label={t('fields.phone_international')} />
          <TextInput source="support_email" label={t('fields.support_email')} type="email" />
          <TextInput source="postal_address" label={t('fields.postal_address')} helperText={t('help.postal_address')} multiline minRows={3} />
          <Divider sx={{ my: 2, width: '100%' }} />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate(t('site.links'))}
          </Typography>
          {socialNetworks.map((n) => (
            <TextInput key={n} source={`social_links.${n}`} label={t(`fields.social.${n}`)} type="url" />
          ))}
          <TextInput source="app_links.apple" label={t('fields.app_apple')} type="url" />
          <TextInput source="app_links.google" label={t('fields.app_google')} type="url" />
          <TextInput source="tag_manager_id" label={t('fields.tag_manager_id')} helperText={t('help.tag_manager_id')} />
          <Toolbar sx={{ px: 0 }}>
            <SaveButton disabled={save.isPending} />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}

/** /admin/settings: one's own settings, and the site's for staff with change_setting. */
export function SettingsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<PermissionSubject>();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('menu.accountSettings')} />
      <AccountSettings />
      <ProfileCard />
      {hasPermission(permissions, 'change_setting') ? <SiteSettingsCard /> : null}
    </Stack>
  );
}
