import { Box, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { contentLanguages, type ContentLanguage } from '@/api/schemas/content';
import { localeInfo } from '@/i18n/locales';
import { writtenIn } from './writtenIn';

export type TranslatedTextInputProps = {
  /** The English field (the fallback every reader without a translation sees). */
  source: string;
  /** The field holding the other languages, `{ de: '…' }`. */
  i18nSource: string;
  label: string;
  helperText?: string;
  multiline?: boolean;
  minRows?: number;
};

/**
 * A staff-written text side by side: English on the left, the chosen other language on the right (the admin's own
 * language first), with the languages already written marked. A language left blank shows English to its readers.
 */
export function TranslatedTextInput({ source, i18nSource, label, helperText, multiline, minRows }: TranslatedTextInputProps) {
  const translate = useTranslate();
  const [adminLocale] = useLocaleState();
  const [language, setLanguage] = useState<ContentLanguage>(() => (contentLanguages as readonly string[]).includes(adminLocale) ? (adminLocale as ContentLanguage) : 'es');
  const written = (useWatch({ name: i18nSource }) ?? {}) as Partial<Record<ContentLanguage, string | null>>;
  const done = contentLanguages.filter((l) => written[l]);
  return (
    <Box data-testid={`translated-${source}`}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, alignItems: 'start' }}>
        <TextInput source={source} label={translate('contentLanguages.inLanguage', { field: translate(label), language: localeInfo.en.name })} multiline={multiline} minRows={minRows} helperText={helperText} slotProps={writtenIn('en')} />
        <Box>
          <TextInput
            key={language}
            source={`${i18nSource}.${language}`}
            label={translate('contentLanguages.inLanguage', { field: translate(label), language: localeInfo[language].name })}
            multiline={multiline}
            minRows={minRows}
            helperText="contentLanguages.fallback"
            slotProps={writtenIn(language)}
          />
        </Box>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          select
          size="small"
          label={translate('contentLanguages.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as ContentLanguage)}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': `translated-${source}-language` } }}
        >
          {contentLanguages.map((l) => (
            <MenuItem key={l} value={l} lang={l}>
              {localeInfo[l].name}
            </MenuItem>
          ))}
        </TextField>
        {done.length ? (
          done.map((l) => <Chip key={l} size="small" label={localeInfo[l].name} lang={l} onClick={() => setLanguage(l)} color={l === language ? 'primary' : 'default'} />)
        ) : (
          <Chip size="small" variant="outlined" label={translate('contentLanguages.none')} />
        )}
      </Stack>
    </Box>
  );
}
