import { Alert, Box, TextField, Typography } from '@mui/material';
import { createElement, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api, ApiError } from '@/api';
import { advertiseRequestInput, type CaptchaConfig } from '@/api/schemas/siteContent';
import { fieldProps } from '../forms/fieldProps';
import { reportFormError } from '../forms/reportError';
import { SubmitButton } from '../forms/SubmitButton';
import { useFocusOnShow } from '../forms/useFocusOnShow';
import { zodResolver } from '../forms/zodResolver';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { usePageTitle } from '../usePageTitle';

const fields = ['hotel_name', 'contact_name', 'email', 'phone', 'address', 'rooms', 'parking_spaces', 'message'] as const;
type Field = (typeof fields)[number];

/**
 * The widget's own words ("I'm not a robot", "Verifying…") in the page's language: altcha's translation of it, by the
 * name altcha registers it under. English is built in.
 */
const altchaLanguages: Partial<Record<Locale, { name: string; load(): Promise<unknown> }>> = {
  ar: { name: 'ar', load: () => import('altcha/i18n/ar') },
  de: { name: 'de', load: () => import('altcha/i18n/de') },
  es: { name: 'es-es', load: () => import('altcha/i18n/es-es') },
  fr: { name: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  ja: { name: 'ja', load: () => import('altcha/i18n/ja') },
  ko: { name: 'ko', load: () => import('altcha/i18n/ko') },
  pl: { name: 'pl', load: () => import('altcha/i18n/pl') },
  pt: { name: 'pt-br', load: () => import('altcha/i18n/pt-br') },
  ru: { name: 'ru', load: () => import('altcha/i18n/ru') },
  zh: { name: 'zh-cn', load: () => import('altcha/i18n/zh-cn') },
};

/** The self-hosted proof-of-work captcha: the altcha widget, its code (and its words) fetched only on this page. */
function AltchaWidget({ challengeUrl, onPayload, onFail }: { challengeUrl: string; onPayload(p: string | null): void; onFail(kind: CaptchaFailure): void }) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const language = altchaLanguages[useLocale()];
  useEffect(() => {
    Promise.all([import('altcha'), language?.load()]).then(() => setLoaded(true), () => onFail('load'));
  }, [onFail, language]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !loaded) return;
    const onState = (ev: Event) => {
      const detail = (ev as CustomEvent<{ state: string; payload?: string }>).detail;
      if (detail.state === 'verified' && detail.payload) onPayload(detail.payload);
      else if (detail.state === 'error') onFail('execute');
      else onPayload(null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [loaded, onPayload, onFail]);
  return loaded ? createElement('altcha-widget', { ref, challenge: challengeUrl, language: language?.name ?? 'en', 'data-testid': 'altcha' }) : null;
}

type Grecaptcha = {
  render(el: HTMLElement, params: { sitekey: string; size: 'normal'; hl?: string; callback(token: string): void; 'expired-callback'(): void; 'error-callback'(): void }): number;
};
type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; rigrestRecaptchaLoaded?: () => void };

let recaptchaScript: Promise<Grecaptcha> | null = null;

/** Google's api.js, added once to the page (only this page); it calls back when grecaptcha is ready to render. */
function loadRecaptcha(lng: string): Promise<Grecaptcha> {
  const w = window as RecaptchaWindow;
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    w.rigrestRecaptchaLoaded = () => (w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error('grecaptcha missing')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=rigrestRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(lng)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      recaptchaScript = null;
      reject(new Error('recaptcha script'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

export type CaptchaFailure = 'load' | 'execute';

/** Google reCAPTCHA v2, normal size (spec section 7), shown when the site has its keys. */
function RecaptchaWidget({ siteKey, lng, onPayload, onFail }: { siteKey: string; lng: string; onPayload(p: string | null): void; onFail(kind: CaptchaFailure): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadRecaptcha(lng).then(
      (grecaptcha) => {
        if (!live || !ref.current) return;
        try {
          grecaptcha.render(ref.current, {
            sitekey: siteKey,
            size: 'normal',
            hl: lng,
            callback: (token) => onPayload(token),
            'expired-callback': () => onPayload(null),
            'error-callback': () => onFail('execute'),
          });
        } catch {
          onFail('execute');
        }
      },
      () => live && onFail('load'),
    );
    return () => {
      live = false;
    };
  }, [siteKey, lng, onPayload, onFail]);
  return <div ref={ref} data-testid="recaptcha" />;
}

const advertiseFields = advertiseRequestInput.omit({ captcha: true });
type Values = Record<Field, string>;

/**
 * /advertise: a hotel owner asks to list their hotel (POST /advertise-request), behind a captcha. The fields are checked
 * here with the server's own schema (the first wrong one is focused); a request sent before the captcha is solved is
 * held with a word beside the widget; what the server refuses lands on its field, anything else in the snackbar.
 */
export function AdvertisePage() {
  const { t, ready } = usePageNamespace('content');
  const lng = useLocale();
  usePageTitle(ready ? t('storefront:placeholders.advertise') : '');
  const labels = Object.fromEntries(fields.map((f) => [f, t(`content:advertise.fields.${f}`)])) as Record<Field, string>;
  const form = useForm<Values, unknown, z.output<typeof advertiseFields>>({
    resolver: zodResolver<Values, typeof advertiseFields>(advertiseFields, t, labels),
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])) as Values,
  });
  const field = fieldProps(form, 'advertise');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState<CaptchaFailure | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaRefused, setCaptchaRefused] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const doneRef = useFocusOnShow<HTMLDivElement>(done);
  useEffect(() => {
    api.advertise.captcha().then(setConfig, () => setCaptchaFailed('load'));
  }, []);
  const onFail = useRef((kind: CaptchaFailure) => setCaptchaFailed(kind)).current;
  const onPayload = useRef((p: string | null) => {
    setCaptcha(p);
    if (p) setCaptchaNeeded(false);
  }).current;

  const submit = form.handleSubmit(async (values) => {
    if (!captcha) {
      setCaptchaNeeded(true);
      return;
    }
    setCaptchaRefused(null);
    try {
      setDone((await api.advertise.send({ ...values, captcha })).message);
    } catch (error) {
      const refused = error instanceof ApiError ? error.errors.captcha?.[0] : undefined;
      if (refused) setCaptchaRefused(refused);
      else reportFormError(error, fields, form.setError, t);
    }
  });

  if (!ready) return <Box sx={{ minHeight: '100vh' }} role="status" aria-busy="true" />;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, minHeight: '60vh' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
        {t('storefront:placeholders.advertise')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('content:advertise.intro')}
      </Typography>
      {done ? (
        <Alert severity="success" role="status" ref={doneRef} tabIndex={-1} data-testid="advertise-done" sx={{ scrollMarginTop: 96 }}>
          {done}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {fields.map((f) => (
            <TextField
              key={f}
              {...field(f)}
              label={labels[f]}
              required={f !== 'message'}
              type={f === 'email' ? 'email' : f === 'rooms' || f === 'parking_spaces' ? 'number' : f === 'phone' ? 'tel' : 'text'}
              multiline={f === 'message'}
              minRows={f === 'message' ? 3 : undefined}
            />
          ))}
          {config?.kind === 'altcha' ? <AltchaWidget challengeUrl={config.challengeUrl} onPayload={onPayload} onFail={onFail} /> : null}
          {config?.kind === 'recaptcha' ? <RecaptchaWidget siteKey={config.siteKey} lng={lng} onPayload={onPayload} onFail={onFail} /> : null}
          {captchaFailed ? (
            <Alert severity="error" data-testid="captcha-failed">
              {t(captchaFailed === 'load' ? 'content:advertise.loadFailed' : 'content:advertise.executeFailed')}
            </Alert>
          ) : null}
          {captchaNeeded && !captchaFailed ? (
            <Alert severity="warning" role="alert" data-testid="captcha-needed">
              {t('content:advertise.captchaNeeded')}
            </Alert>
          ) : null}
          {captchaRefused ? <Alert severity="error" role="alert">{captchaRefused}</Alert> : null}
          <SubmitButton busy={form.formState.isSubmitting}>{t('content:advertise.send')}</SubmitButton>
        </Box>
      )}
    </Box>
  );
}
