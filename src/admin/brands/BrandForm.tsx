import { Box } from '@mui/material';
import { BooleanInput, SimpleForm, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { brandInput } from '@/api/schemas/catalog';
import { FormColumn } from '../form/FormColumn';
import { TranslatedTextInput } from '../form/TranslatedTextInput';
import { useZodResolver } from '../form/useZodResolver';
import { BrandLogo } from './BrandLogo';

const label = (field: string) => `resources.brands.fields.${field}`;

function LogoInput() {
  const [logo, name] = useWatch({ name: ['logo', 'name'] }) as [string | null, string | null];
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <TextInput source="logo" label={label('logo')} helperText="resources.brands.help.logo" autoComplete="off" />
      <Box sx={{ mt: 1 }}>
        <BrandLogo logo={logo} name={name || '?'} size={48} />
      </Box>
    </Box>
  );
}

/** Name, codes (matched against supplier hotels' brandCode/chainCode), logo, text for the brand pages and promotions. */
export function BrandForm() {
  const resolver = useZodResolver(brandInput, { resource: 'brands' });
  return (
    <SimpleForm resolver={resolver} defaultValues={{ featured: false }}>
      <FormColumn>
        <TextInput source="name" label={label('name')} autoComplete="off" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput source="code" label={label('code')} helperText="resources.brands.help.code" autoComplete="off" />
          <TextInput source="chain_code" label={label('chain_code')} helperText="resources.brands.help.chain_code" autoComplete="off" />
        </Box>
        <LogoInput />
        <TextInput source="website" label={label('website')} type="url" autoComplete="off" />
        <TextInput source="description" label={label('description')} multiline minRows={3} />
        <TranslatedTextInput source="promotion_text" i18nSource="promotion_text_i18n" label={label('promotion_text')} multiline minRows={2} helperText="resources.brands.help.promotion_text" />
        <BooleanInput source="featured" label={label('featured')} />
      </FormColumn>
    </SimpleForm>
  );
}
