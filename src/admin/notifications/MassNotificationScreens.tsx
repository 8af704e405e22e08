import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Confirm,
  DeleteButton,
  SaveButton,
  Toolbar,
  useSaveContext,
  ArrayInput,
  ChipField,
  CloneButton,
  Labeled,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useCanAccess,
  useLocaleState,
  AutocompleteArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { MassNotification } from '@/api';
import { massChannels, sendAtPassed } from '@/api/schemas/notifications';
import { formatStayDate } from '@/i18n/dates';
import { locales, localeInfo } from '@/i18n/locales';
import { safeHtml } from '@/notifications/safeHtml';
import { RecordCreate, RecordEdit } from '../form/RecordScreens';
import { fieldMessage, requiredField } from '../form/fieldValidators';
import { FormColumn } from '../form/FormColumn';
import { MessageInput } from '../form/messageEditor';
import { InstantField } from '../form/InstantField';
import { CancelMassButton } from './CancelMassButton';
import { channelNames, MassStatusChip } from './MassNotificationList';
import type { Translation } from './index';

/** A message's HTML as drivers see it in their bell: after the same sanitising. */
function MessageBody({ html, testId }: { html: string; testId?: string }) {
  return <Box data-testid={testId} sx={{ '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />;
}

/** The body as drivers will see it (after the same sanitising as in their bell), under the editor. */
function BodyPreview({ html }: { html: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2, width: '100%' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.notifications.preview')}
      </Typography>
      <MessageBody html={html} testId="mass-preview" />
    </Box>
  );
}

function Counts() {
  const record = useRecordContext<MassNotification>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MassStatusChip status={record.status} />
          {(['recipients', 'delivered', 'failed', 'read'] as const).map((k) => (
            <Typography key={k} variant="body2" data-testid={`mass-${k}`}>
              {translate(`resources.notifications.fields.${k}`)}: <strong>{record[k]}</strong>
            </Typography>
          ))}
          <CancelMassButton />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Save, or, when the form says "Send now", a Send button that asks first: it goes out to every driver of the audience at
 * once and cannot be taken back.
 */
function MassToolbar() {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`resources.notifications.${k}`, o);
  const send = useWatch({ name: 'send' }) as string | undefined;
  const audience = useWatch({ name: 'audience.type' }) as string | undefined;
  const { handleSubmit } = useFormContext();
  const { save, saving } = useSaveContext();
  const [asking, setAsking] = useState(false);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {send === 'now' ? (
        <>
          <Button variant="contained" startIcon={<SendIcon />} disabled={saving} onClick={() => setAsking(true)}>
            {t('send.now')}
          </Button>
          <Confirm
            isOpen={asking}
            loading={saving}
            title={t('confirmSend.title')}
            content={t('confirmSend.content', { audience: audience ? t(`audience.${audience}`) : '' })}
            confirm={t('confirmSend.confirm')}
            onConfirm={() => {
              setAsking(false);
              void handleSubmit((values) => save?.(values))();
            }}
            onClose={() => setAsking(false)}
          />
        </>
      ) : (
        <SaveButton />
      )}
      <DeleteButton />
    </Toolbar>
  );
}

function MassForm() {
  const translate = useTranslate();
  const t = (k: string) => translate(`resources.notifications.${k}`);
  // The server's rule, said before saving: a time already gone would send to everyone at once.
  const notPast = (value: unknown) =>
    value && sendAtPassed(String(value)) ? fieldMessage('not_past', t('fields.send_at')) : undefined;
  return (
    <SimpleForm defaultValues={{ channels: ['in_app'], audience: { type: 'all' }, send: 'draft', translation_list: [] }} toolbar={<MassToolbar />}>
      <FormColumn>
        <TextInput source="title" validate={requiredField(t('fields.title'))} />
        <MessageInput source="body" label="resources.notifications.fields.body" helperText="resources.notifications.bodyHelp" />
        <FormDataConsumer>{({ formData }) => <BodyPreview html={String(formData.body ?? '')} />}</FormDataConsumer>
        <TextInput source="link" helperText={t('linkHelp')} />
        <SelectInput
          source="audience.type"
          label={t('fields.audience')}
          validate={requiredField(t('fields.audience'))}
          choices={['all', 'role', 'bookings', 'users'].map((id) => ({ id, name: t(`audience.${id}`) }))}
        />
        <FormDataConsumer>
          {({ formData }) => {
            const type = formData.audience?.type;
            if (type === 'role')
              return (
                <ReferenceInput source="audience.role_id" reference="roles">
                  <AutocompleteInput label={t('fields.role')} optionText="name" validate={requiredField(t('fields.role'))} />
                </ReferenceInput>
              );
            if (type === 'bookings')
              return (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' }, columnGap: 2, width: '100%' }}>
                  <DateInput source="audience.from" label={t('fields.from')} />
                  <DateInput source="audience.to" label={t('fields.to')} />
                  <ReferenceInput source="audience.state_id" reference="geographic/states" sort={{ field: 'name', order: 'ASC' }}>
                    <AutocompleteInput label={t('fields.state')} optionText="name" />
                  </ReferenceInput>
                </Box>
              );
            if (type === 'users')
              return (
                <ReferenceArrayInput source="audience.user_ids" reference="users">
                  <AutocompleteArrayInput label={t('fields.users')} optionText={(u: { first_name: string; last_name: string; email: string }) => `${u.first_name} ${u.last_name} <${u.email}>`} />
                </ReferenceArrayInput>
              );
            return null;
          }}
        </FormDataConsumer>
        <CheckboxGroupInput source="channels" validate={requiredField(t('fields.channels'))} choices={massChannels.map((id) => ({ id, name: t(`channel.${id}`) }))} />
        <RadioButtonGroupInput source="send" label={t('fields.send')} choices={['draft', 'now', 'later'].map((id) => ({ id, name: t(`send.${id}`) }))} />
        <FormDataConsumer>{({ formData }) => (formData.send === 'later' ? <DateTimeInput source="send_at" validate={[requiredField(t('fields.send_at')), notPast]} /> : null)}</FormDataConsumer>
        <ArrayInput source="translation_list" label={t('fields.translations')} helperText={t('translationsHelp')}>
          <SimpleFormIterator disableReordering>
            <SelectInput source="locale" label={t('fields.locale')} choices={locales.filter((l) => l !== 'en').map((id) => ({ id, name: localeInfo[id].name }))} validate={requiredField(t('fields.locale'))} />
            <TextInput source="title" label={translate('resources.notifications.fields.title')} validate={requiredField(t('fields.title'))} />
            <MessageInput source="body" label="resources.notifications.fields.body" />
          </SimpleFormIterator>
        </ArrayInput>
      </FormColumn>
    </SimpleForm>
  );
}

export function MassNotificationCreate() {
  return (
    <RecordCreate redirect="list">
      <MassForm />
    </RecordCreate>
  );
}

/** Who it went to, in the words of the form's audience choices. */
function AudienceSummary({ audience }: { audience: MassNotification['audience'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (k: string) => translate(`resources.notifications.${k}`);
  const kind = <Typography variant="body2">{t(`audience.${audience.type}`)}</Typography>;
  if (audience.type === 'role')
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {kind}
        <ReferenceField source="audience.role_id" reference="roles" link={false} />
      </Stack>
    );
  if (audience.type === 'users')
    return (
      <Stack spacing={0.5}>
        {kind}
        <ReferenceArrayField source="audience.user_ids" reference="users">
          <SingleFieldList linkType={false}>
            <ChipField source="email" size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      </Stack>
    );
  if (audience.type === 'bookings')
    return (
      <Stack spacing={0.5}>
        {kind}
        {(audience.from || audience.to) && (
          <Typography variant="body2">{[audience.from, audience.to].map((d) => (d ? formatStayDate(d, locale) : '…')).join(' – ')}</Typography>
        )}
        {audience.state_id && <ReferenceField source="audience.state_id" reference="geographic/states" link={false} />}
      </Stack>
    );
  return kind;
}

/**
 * A notification that is sending, sent, failed or cancelled can no longer be changed (the server answers 409): it opens
 * as what was sent, with its counts, and can be copied into a new draft.
 */
function MassSummary() {
  const record = useRecordContext<MassNotification & { translation_list: Translation[] }>();
  const translate = useTranslate();
  const t = (k: string) => translate(`resources.notifications.${k}`);
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'notifications', action: 'create' });
  if (!record) return null;
  const draft = { id: record.id, title: record.title, body: record.body, link: record.link, audience: record.audience, channels: record.channels, translation_list: record.translation_list };
  return (
    <CardContent data-testid="mass-summary">
      {/* One labelled field under another (react-admin's Labeled is inline: they ran together on one line). */}
      <FormColumn>
        <Stack spacing={2}>
        <Alert severity="info" action={canCreate ? <CloneButton record={draft} label="resources.notifications.reuse" /> : undefined}>
          {t('notEditable')}
        </Alert>
        <Labeled label={t('fields.title')}>
          <Typography variant="body1">{record.title}</Typography>
        </Labeled>
        <Labeled label={t('fields.body')}>
          <MessageBody html={record.body} />
        </Labeled>
        {record.link && (
          <Labeled label={t('fields.link')}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{record.link}</Typography>
          </Labeled>
        )}
        <Labeled label={t('fields.audience')}>
          <AudienceSummary audience={record.audience} />
        </Labeled>
        <Labeled label={t('fields.channels')}>
          <Typography variant="body2">{channelNames(record.channels, translate)}</Typography>
        </Labeled>
        <Labeled label={t('fields.sent_at')}>
          <InstantField source="sent_at" emptyText="—" />
        </Labeled>
        {record.translation_list.map((tr) => (
          <Labeled key={tr.locale} label={`${t('fields.translations')}: ${localeInfo[tr.locale as keyof typeof localeInfo]?.name ?? tr.locale}`}>
            <Box>
              <Typography variant="body1">{tr.title}</Typography>
              <MessageBody html={tr.body} />
            </Box>
          </Labeled>
        ))}
        </Stack>
      </FormColumn>
    </CardContent>
  );
}

/** The form while it may still change (draft, scheduled); what went out afterwards. */
function MassFormOrSummary() {
  const record = useRecordContext<MassNotification>();
  if (!record) return null;
  return record.status === 'draft' || record.status === 'scheduled' ? <MassForm /> : <MassSummary />;
}

export function MassNotificationEdit() {
  return (
    <RecordEdit>
      <Box sx={{ p: 2, pb: 0 }}>
        <Counts />
      </Box>
      <MassFormOrSummary />
    </RecordEdit>
  );
}
