import { BooleanField, BooleanInput, DataTable, FormTab, ReferenceArrayInput, AutocompleteArrayInput, TabbedForm, TextInput } from 'react-admin';
import { programmeInput } from '@/api/schemas/siteContent';
import { RecordEdit } from '../form/RecordScreens';
import { useZodResolver } from '../form/useZodResolver';
import { translationTabs } from '../promotions/TranslationTabs';
import { RecordList } from '../layout/RecordList';
import { writtenIn } from '../form/writtenIn';

const label = (field: string) => `resources.programmes.fields.${field}`;

export function ProgrammeList() {
  return (
    <RecordList sort={{ field: 'key', order: 'ASC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="key" label={label('key')} />
        <DataTable.Col source="title" label={label('title')} />
        <DataTable.Col source="demo" label={label('demo')} disableSort field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}

export function ProgrammeEdit() {
  const resolver = useZodResolver(programmeInput, { resource: 'programmes' });
  return (
    <RecordEdit>
      <TabbedForm noValidate resolver={resolver}>
        <FormTab label="resources.promotions.tabs.main">
          <TextInput source="title" label={label('title')} fullWidth slotProps={writtenIn('en')} />
          <TextInput source="summary" label={label('summary')} multiline minRows={2} fullWidth slotProps={writtenIn('en')} />
          <TextInput source="benefits" label={label('benefits')} helperText="resources.promotions.help.body" multiline minRows={4} fullWidth slotProps={writtenIn('en')} />
          <TextInput source="how_to_join" label={label('how_to_join')} helperText="resources.promotions.help.body" multiline minRows={4} fullWidth slotProps={writtenIn('en')} />
          <TextInput source="website" label={label('website')} fullWidth />
          <ReferenceArrayInput source="brand_ids" reference="brands">
            <AutocompleteArrayInput label={label('brand_ids')} optionText="name" />
          </ReferenceArrayInput>
          <BooleanInput source="demo" label={label('demo')} />
        </FormTab>
        {translationTabs('programmes', [{ name: 'title' }, { name: 'summary', multiline: true }, { name: 'benefits', multiline: true }, { name: 'how_to_join', multiline: true }])}
      </TabbedForm>
    </RecordEdit>
  );
}
