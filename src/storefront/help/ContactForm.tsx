import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { api } from '@/api';
import { helpContactInput, helpTopics, type HelpContactInput, type HelpTopic } from '@/api/schemas/help';
import { fieldProps } from '../forms/fieldProps';
import { reportFormError } from '../forms/reportError';
import { SubmitButton } from '../forms/SubmitButton';
import { useFocusOnShow } from '../forms/useFocusOnShow';
import { zodResolver } from '../forms/zodResolver';
import { usePageNamespace } from '../i18n/usePageNamespace';

type Values = { name: string; email: string; topic: HelpTopic | ''; message: string; website: string };
const fields = ['name', 'email', 'topic', 'message'] as const;

/** The help centre's contact form: checked here with the server's own schema, then sent to POST /help/contact. */
export function ContactForm() {
  const { t } = usePageNamespace('content');
  const labels = { name: t('content:help.fields.name'), email: t('content:help.fields.email'), topic: t('content:help.fields.topic'), message: t('content:help.fields.message') };
  const form = useForm<Values, unknown, HelpContactInput>({
    resolver: zodResolver<Values, typeof helpContactInput>(helpContactInput, t, labels),
    defaultValues: { name: '', email: '', topic: '', message: '', website: '' },
  });
  const field = fieldProps(form, 'help');
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useFocusOnShow<HTMLDivElement>(sent);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent((await api.help.contact(values)).message);
      form.reset();
    } catch (error) {
      reportFormError(error, fields, form.setError, t);
    }
  });

  if (sent) {
    return (
      <Alert severity="success" role="status" ref={sentRef} tabIndex={-1} data-testid="help-sent">
        {sent}
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="help-contact">
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField {...field('name')} label={labels.name} autoComplete="name" required fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField {...field('email')} label={labels.email} type="email" autoComplete="email" required fullWidth slotProps={{ htmlInput: { maxLength: 254 } }} />
        </Box>
        <Controller
          control={form.control}
          name="topic"
          render={({ field: f, fieldState }) => (
            <TextField
              select
              id="help-topic"
              label={labels.topic}
              required
              fullWidth
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              inputRef={f.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {helpTopics.map((topic) => (
                <MenuItem key={topic} value={topic}>
                  {t(`content:help.topics.${topic}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField {...field('message', t('content:help.messageHint'))} label={labels.message} required fullWidth multiline minRows={4} slotProps={{ htmlInput: { maxLength: 3000 } }} />
        {/* A field people never see (nor reach with the keyboard): robots fill it in, and the server drops what they send. */}
        <Box aria-hidden sx={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}>
          <input {...form.register('website')} tabIndex={-1} autoComplete="off" />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('content:help.privacy')}
        </Typography>
        <Box>
          <SubmitButton busy={form.formState.isSubmitting}>{t('content:help.send')}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
