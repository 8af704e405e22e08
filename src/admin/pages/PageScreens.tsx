import { DataTable, FormTab, TabbedForm, TextInput } from 'react-admin';
import { pageInput } from '@/api/schemas/siteContent';
import { RecordEdit } from '../form/RecordScreens';
import { useZodResolver } from '../form/useZodResolver';
import { RecordList } from '../layout/RecordList';
import { translationTabs } from '../promotions/TranslationTabs';
import { writtenIn } from '../form/writtenIn';

const label = (field: string) => `resources.pages.fields.${field}`;

export function PageList() {
  return (
    <RecordList sort={{ field: 'slug', order: 'ASC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="slug" label={label('slug')} render={(r: { slug: string }) => `/${r.slug}`} />
        <DataTable.Col source="title" label={label('title')} />
      </DataTable>
    </RecordList>
  );
}

export function PageEdit() {
  const resolver = useZodResolver(pageInput, { resource: 'pages' });
  return (
    <RecordEdit>
      <TabbedForm noValidate resolver={resolver}>
        <FormTab label="resources.promotions.tabs.main">
          <TextInput source="title" label={label('title')} fullWidth slotProps={writtenIn('en')} />
          <TextInput source="body" label={label('body')} helperText="resources.promotions.help.body" multiline minRows={10} fullWidth slotProps={writtenIn('en')} />
        </FormTab>
        {translationTabs('pages', [{ name: 'title' }, { name: 'body', multiline: true }])}
      </TabbedForm>
    </RecordEdit>
  );
}
