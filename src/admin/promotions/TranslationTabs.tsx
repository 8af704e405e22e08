import { FormTab, TextInput } from 'react-admin';
import { translatedLocales } from '@/api/schemas/siteContent';
import { localeInfo } from '@/i18n/locales';
import { writtenIn } from '../form/writtenIn';

/** One tab per language besides English: the same text fields, left empty to show the English text. */
export function translationTabs(resource: string, fields: { name: string; multiline?: boolean }[]) {
  return translatedLocales.map((lng) => (
    <FormTab key={lng} label={localeInfo[lng].name} path={`translations-${lng}`}>
      {fields.map((f) => (
        <TextInput
          key={f.name}
          source={`translations.${lng}.${f.name}`}
          label={`resources.${resource}.fields.${f.name}`}
          helperText="resources.promotions.help.translation"
          multiline={f.multiline}
          minRows={f.multiline ? 4 : undefined}
          fullWidth
          slotProps={writtenIn(lng)}
        />
      ))}
    </FormTab>
  ));
}
