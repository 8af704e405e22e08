import {
  Create,
  Edit,
  useGetRecordRepresentation,
  useGetResourceLabel,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type CreateProps,
  type EditProps,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';

/**
 * "Hotel “Motel 6 Dallas West” saved": the notice names the kind and the record (react-admin's own says
 * "Element updated"). The kind is `resources.<name>.one` in admin.json; the name is the resource's recordRepresentation.
 */
function useRecordNotice(action: 'created' | 'saved') {
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const notify = useNotify();
  return (record: RaRecord) => {
    const name = represent(record);
    notify(`notifications.${action}`, {
      type: 'info',
      messageArgs: { kind: translate(`resources.${resource}.one`, { _: resource ?? '' }), name: typeof name === 'string' ? name : `#${record.id}` },
    });
  };
}

/** Saves and stays (false) or goes where `redirect` says, after naming what was saved. */
function useAfterSave(action: 'created' | 'saved', to: RedirectionSideEffect, onSaved?: (record: RaRecord) => void) {
  const notice = useRecordNotice(action);
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (record: RaRecord) => {
    notice(record);
    onSaved?.(record);
    if (to !== false) redirect(to, resource, record.id, record);
  };
}

const HOLE = '\u0000';

/**
 * react-admin's edit title ("Question How do I change my password?") with the record's name isolated: in Arabic an
 * English name took the page's direction and its "?" moved to the wrong end.
 */
function RecordTitle() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const represent = useGetRecordRepresentation(resource);
  const resourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  if (!record) return null;
  const name = represent(record);
  const values = { id: record.id, record, recordRepresentation: HOLE };
  const text = translate(`resources.${resource}.page.edit`, { ...values, _: translate('ra.page.edit', { ...values, name: resourceLabel(resource, 1) }) });
  const [before, after = ''] = text.split(HOLE);
  return (
    <span>
      {before}
      {text.includes(HOLE) && <bdi>{name ?? `#${record.id}`}</bdi>}
      {after}
    </span>
  );
}

/** react-admin's Edit, waiting for the server (pessimistic) and naming the record it saved. */
export function RecordEdit({ redirect = 'list', onSaved, ...props }: EditProps & { onSaved?: (record: RaRecord) => void }) {
  const onSuccess = useAfterSave('saved', redirect, onSaved);
  return <Edit mutationMode="pessimistic" redirect={redirect} mutationOptions={{ onSuccess }} title={<RecordTitle />} {...props} />;
}

/** react-admin's Create, naming the record it created. */
export function RecordCreate({ redirect = 'edit', ...props }: CreateProps) {
  const onSuccess = useAfterSave('created', redirect);
  return <Create redirect={redirect} mutationOptions={{ onSuccess }} {...props} />;
}
