// The bench's reference for the back office (issue 11 item 2: "a bare react-admin list scores 83-87 here"): react-admin's
// <Admin> with one resource listed by <List> and <Datagrid>, its data one JSON file beside it. Nothing of RigRest's.
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, NumberField, Resource, TextField, type DataProvider } from 'react-admin';

type Row = { id: number };

const notNeeded = () => Promise.reject(new Error('the reference only lists'));

const dataProvider: DataProvider = {
  getList: async (_resource, { pagination }) => {
    const rows = (await (await fetch('./hotels.json')).json()) as Row[];
    const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length } as never;
  },
  getOne: notNeeded,
  getMany: notNeeded,
  getManyReference: notNeeded,
  create: notNeeded,
  update: notNeeded,
  updateMany: notNeeded,
  delete: notNeeded,
  deleteMany: notNeeded,
};

const HotelList = () => (
  <List>
    <Datagrid>
      <TextField source="name" />
      <TextField source="brand" />
      <TextField source="city" />
      <NumberField source="rooms" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="hotels" list={HotelList} />
  </Admin>,
);
