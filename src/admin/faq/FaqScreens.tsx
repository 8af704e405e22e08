import { BooleanField, BooleanInput, DataTable, FormTab, NumberInput, SearchInput, SelectInput, TabbedForm, TextInput, useTranslate } from 'react-admin';
import { faqEntryInput, faqTopics } from '@/api/schemas/siteContent';
import { RecordCreate, RecordEdit } from '../form/RecordScreens';
import { useZodResolver } from '../form/useZodResolver';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';
import { RecordList } from '../layout/RecordList';
import { translationTabs } from '../promotions/TranslationTabs';
import { writtenIn } from '../form/writtenIn';

const label = (field: string) => `resources.faq.fields.${field}`;
const topicChoices = faqTopics.map((id) => ({ id, name: `resources.faq.topics.${id}` }));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="topic" source="topic" label={label('topic')} choices={topicChoices} alwaysOn sx={{ minWidth: 160 }} />];

export function FaqList() {
  const bulkActions = useBulkDeleteActions();
  return (
    <RecordList filters={filters} sort={{ field: 'topic', order: 'ASC' }} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="topic" label={label('topic')} render={(r: { topic: string }) => <TopicName topic={r.topic} />} />
        <DataTable.NumberCol source="position" label={label('position')} />
        <DataTable.Col source="question" label={label('question')} />
        <DataTable.Col source="published" label={label('published')} disableSort field={BooleanField} />
      </DataTable>
    </RecordList>
  );
}

function TopicName({ topic }: { topic: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.faq.topics.${topic}`)}</>;
}

function FaqForm() {
  const resolver = useZodResolver(faqEntryInput, { resource: 'faq' });
  return (
    <TabbedForm noValidate resolver={resolver} defaultValues={{ topic: 'booking', position: 0, published: true, translations: {} }}>
      <FormTab label="resources.promotions.tabs.main">
        <SelectInput source="topic" label={label('topic')} choices={topicChoices} />
        <TextInput source="question" label={label('question')} fullWidth slotProps={writtenIn('en')} />
        <TextInput source="answer" label={label('answer')} helperText="resources.promotions.help.body" multiline minRows={4} fullWidth slotProps={writtenIn('en')} />
        <NumberInput source="position" label={label('position')} min={0} step={1} />
        <BooleanInput source="published" label={label('published')} />
      </FormTab>
      {translationTabs('faq', [{ name: 'question' }, { name: 'answer', multiline: true }])}
    </TabbedForm>
  );
}

export const FaqCreate = () => (
  <RecordCreate redirect="list">
    <FaqForm />
  </RecordCreate>
);
export const FaqEdit = () => (
  <RecordEdit>
    <FaqForm />
  </RecordEdit>
);
