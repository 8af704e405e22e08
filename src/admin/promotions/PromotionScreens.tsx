import { BooleanField, BooleanInput, DataTable, DateField, DateInput, FormTab, ReferenceInput, SearchInput, SelectInput, TabbedForm, TextInput, AutocompleteInput } from 'react-admin';
import { promotionInput } from '@/api/schemas/siteContent';
import { RecordCreate, RecordEdit } from '../form/RecordScreens';
import { useZodResolver } from '../form/useZodResolver';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';
import { RecordList } from '../layout/RecordList';
import { translationTabs } from './TranslationTabs';
import { writtenIn } from '../form/writtenIn';

const label = (field: string) => `resources.promotions.fields.${field}`;

const filters = [<SearchInput key="q" source="q" alwaysOn />, <ReferenceInput key="brand" source="brand_id" reference="brands"><AutocompleteInput label={label('brand_id')} optionText="name" /></ReferenceInput>];

export function PromotionList() {
  const bulkActions = useBulkDeleteActions();
  return (
    <RecordList filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="title" label={label('title')} />
        <DataTable.Col source="brand_name" label={label('brand_id')} disableSort />
        <DataTable.Col source="valid_from" label={label('valid_from')} field={DateField} />
        <DataTable.Col source="valid_until" label={label('valid_until')} field={DateField} />
        <DataTable.Col source="published" label={label('published')} disableSort field={BooleanField} />
        <DataTable.Col source="demo" label={label('demo')} disableSort field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}

function PromotionForm() {
  const resolver = useZodResolver(promotionInput, { resource: 'promotions' });
  return (
    <TabbedForm noValidate resolver={resolver} defaultValues={{ published: false, demo: false, translations: {} }}>
      <FormTab label="resources.promotions.tabs.main">
        <TextInput source="title" label={label('title')} fullWidth slotProps={writtenIn('en')} />
        <TextInput source="summary" label={label('summary')} multiline minRows={2} fullWidth slotProps={writtenIn('en')} />
        <TextInput source="body" label={label('body')} helperText="resources.promotions.help.body" multiline minRows={6} fullWidth slotProps={writtenIn('en')} />
        <TextInput source="image" label={label('image')} helperText="resources.brands.help.logo" fullWidth />
        <ReferenceInput source="brand_id" reference="brands">
          <SelectInput label={label('brand_id')} optionText="name" emptyText="—" />
        </ReferenceInput>
        <DateInput source="valid_from" label={label('valid_from')} />
        <DateInput source="valid_until" label={label('valid_until')} />
        <BooleanInput source="published" label={label('published')} />
        <BooleanInput source="demo" label={label('demo')} />
      </FormTab>
      {translationTabs('promotions', [{ name: 'title' }, { name: 'summary', multiline: true }, { name: 'body', multiline: true }])}
    </TabbedForm>
  );
}

export const PromotionCreate = () => (
  <RecordCreate>
    <PromotionForm />
  </RecordCreate>
);
export const PromotionEdit = () => (
  <RecordEdit>
    <PromotionForm />
  </RecordEdit>
);
