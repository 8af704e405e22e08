import { Alert, Box, Card, CardContent, CardHeader, Checkbox, FormControlLabel, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { useGetList, useInput, useTranslate, type InputProps } from 'react-admin';
import { groupPermissions, groupState, permissionAction, toggleGroup, togglePermission, type PermissionItem } from './permissionGroups';

export type PermissionsInputProps = Pick<InputProps, 'source' | 'label'>;

/** Permissions as checkboxes grouped by model, with a select-all per group. */
export function PermissionsInput({ source, label }: PermissionsInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const { data, isPending, error } = useGetList<PermissionItem>('permissions', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'group', order: 'ASC' },
  });
  const selected: number[] = Array.isArray(field.value) ? field.value.map(Number) : [];
  const selectedSet = new Set(selected);
  const groupLabel = (group: string) => translate(`resources.roles.groups.${group}`, { _: group });
  const itemLabel = (p: PermissionItem) => {
    const action = permissionAction(p);
    return action ? translate(`resources.roles.actions.${action}`) : translate(`resources.roles.special.${p.codename}`, { _: p.name });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate(typeof label === 'string' ? label : 'resources.roles.fields.permission_ids')}
      </FormLabel>
      {error ? <Alert severity="error">{(error as Error).message}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
        {isPending
          ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" height={150} />)
          : groupPermissions(data ?? []).map((group) => {
              const state = groupState(group, selectedSet);
              const title = groupLabel(group.group);
              return (
                <Card key={group.group} variant="outlined" role="group" aria-label={title} data-group={group.group}>
                  <CardHeader
                    sx={{ py: 1, bgcolor: 'action.hover' }}
                    title={
                      <FormControlLabel
                        label={title}
                        slotProps={{ typography: { fontWeight: 600 } }}
                        control={
                          <Checkbox
                            checked={state === 'all'}
                            indeterminate={state === 'some'}
                            onChange={() => field.onChange(toggleGroup(group, selected))}
                            slotProps={{ input: { 'aria-label': translate('resources.roles.selectAll', { group: title }) } }}
                          />
                        }
                      />
                    }
                  />
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', py: 1, '&:last-child': { pb: 1 } }}>
                    {group.items.map((p) => (
                      <FormControlLabel
                        key={p.id}
                        label={itemLabel(p)}
                        title={p.codename}
                        control={
                          <Checkbox
                            size="small"
                            name={p.codename}
                            checked={selectedSet.has(p.id)}
                            onChange={() => field.onChange(togglePermission(p.id, selected))}
                            onBlur={field.onBlur}
                          />
                        }
                      />
                    ))}
                  </CardContent>
                </Card>
              );
            })}
      </Box>
      {fieldState.error?.message ? <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText> : null}
    </Box>
  );
}
