import { RecordList } from '../layout/RecordList';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { AutocompleteInput, DataTable, ReferenceInput, SearchInput, useGetOne, useListContext } from 'react-admin';
import { useAdminSettings } from '../AdminContext';
import { useBulkDeleteActions } from '../layout/BulkDeleteRecordsButton';

/**
 * The state filter lists the states of the country filter, when one is chosen, and lets go of a state of another
 * country when the country changes (the two together matched no city: "No Cities found").
 */
function StateFilter(props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const countryId = filterValues.country_id ? Number(filterValues.country_id) : undefined;
  const stateId = filterValues.state_id ? Number(filterValues.state_id) : undefined;
  const { data: state } = useGetOne<{ id: number; country_id: number }>('geographic/states', { id: stateId ?? 0 }, { enabled: stateId !== undefined });
  const { setValue } = useFormContext();
  const elsewhere = countryId !== undefined && state !== undefined && state.id === stateId && state.country_id !== countryId;
  useEffect(() => {
    if (elsewhere) setValue(props.source, null, { shouldDirty: true });
  }, [elsewhere, setValue, props.source]);
  return (
    <ReferenceInput {...props} reference="geographic/states" filter={countryId ? { country_id: countryId } : {}} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" label="resources.geographic/cities.filters.state" filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="country_id" source="country_id" reference="geographic/countries" alwaysOn sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" label="resources.geographic/cities.filters.country" filterToQuery={(q) => ({ q })} sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <StateFilter key="state_id" source="state_id" alwaysOn />,
];

export function CityList() {
  const bulkActions = useBulkDeleteActions();
  const { locale } = useAdminSettings();
  return (
    <RecordList filters={filters} exporter={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={bulkActions}>
        <DataTable.Col source="name" />
        <DataTable.Col source="state_name" />
        <DataTable.Col source="country_name" />
        <DataTable.NumberCol source="latitude" disableSort options={{ maximumFractionDigits: 5 }} locales={locale} />
        <DataTable.NumberCol source="longitude" disableSort options={{ maximumFractionDigits: 5 }} locales={locale} />
      </DataTable>
    </RecordList>
  );
}
