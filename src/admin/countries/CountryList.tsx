import { DataTable, List, SearchInput } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function CountryList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="flag" disableSort />
        <DataTable.Col source="name" />
        <DataTable.Col source="iso2" />
        <DataTable.Col source="iso3" disableSort />
        <DataTable.Col source="phone_code" disableSort />
        <DataTable.Col source="currency" disableSort />
      </DataTable>
    </List>
  );
}
