import { BooleanInput, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { amenityInput } from '@/api/schemas/catalog';
import { amenityKeys } from '@/api/schemas/content';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';
import { AmenityIcon, amenityIcons } from './AmenityIcon';

const label = (field: string) => `resources.amenities.fields.${field}`;

/** The bundled icons, plus the record's own when it names another one (kept as it is). */
function useIconChoices() {
  const record = useRecordContext();
  const names = Object.keys(amenityIcons);
  const current = typeof record?.icon === 'string' ? record.icon : null;
  return [...names, ...(current && !names.includes(current) ? [current] : [])].map((id) => ({ id, name: id }));
}

export function AmenityForm() {
  const resolver = useZodResolver(amenityInput, { resource: 'amenities' });
  const choices = useIconChoices();
  return (
    <SimpleForm resolver={resolver} defaultValues={{ featured: false }}>
      <FormColumn>
        <TextInput source="name" label={label('name')} autoComplete="off" />
        <SelectInput
          source="key"
          label={label('key')}
          choices={amenityKeys.map((id) => ({ id, name: `resources.amenities.keys.${id}` }))}
          emptyText="resources.amenities.noKey"
          helperText="resources.amenities.help.key"
        />
        <SelectInput
          source="icon"
          label={label('icon')}
          choices={choices}
          translateChoice={false}
          emptyText="resources.amenities.noIcon"
          optionText={(choice: { id: string }) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <AmenityIcon icon={choice.id} fontSize="small" />
              {choice.id.replace(/_/g, ' ')}
            </span>
          )}
        />
        <BooleanInput source="featured" label={label('featured')} helperText="resources.amenities.help.featured" />
      </FormColumn>
    </SimpleForm>
  );
}
