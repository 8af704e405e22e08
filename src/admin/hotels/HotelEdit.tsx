import { RecordEdit } from '../form/RecordScreens';
import { Box, Tab, Tabs } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { PicturesPanel } from '../pictures/PicturesPanel';
import { RoomsPanel } from '../rooms/RoomsPanel';
import { HotelForm } from './HotelForm';

const tabs = ['details', 'rooms', 'pictures'] as const;
type HotelTab = (typeof tabs)[number];

/** The hotel form, its rooms (with rates) and its pictures, each on a tab kept in the address (?tab=rooms). */
function HotelEditTabs() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [params, setParams] = useSearchParams();
  const { canAccess: canSeeRooms = false } = useCanAccess({ resource: 'rooms', action: 'list' });
  const wanted = params.get('tab') as HotelTab | null;
  const visible = tabs.filter((t) => t !== 'rooms' || canSeeRooms);
  const tab: HotelTab = wanted && visible.includes(wanted) ? wanted : 'details';
  const handleChange = (_: unknown, value: HotelTab) => {
    setParams(value === 'details' ? {} : { tab: value }, { replace: true });
  };
  if (!record) return null;
  return (
    <>
      <Tabs value={tab} onChange={handleChange} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}>
        {visible.map((t) => (
          <Tab key={t} value={t} label={translate(`resources.hotels.tabs.${t}`)} id={`hotel-tab-${t}`} aria-controls={`hotel-tabpanel-${t}`} />
        ))}
      </Tabs>
      {/* The form stays mounted (hidden), so unsaved changes survive a look at the rooms. */}
      <Box role="tabpanel" id="hotel-tabpanel-details" aria-labelledby="hotel-tab-details" hidden={tab !== 'details'}>
        <HotelForm mode="edit" />
      </Box>
      {tab === 'rooms' ? (
        <Box role="tabpanel" id="hotel-tabpanel-rooms" aria-labelledby="hotel-tab-rooms" sx={{ p: { xs: 1, sm: 2 } }}>
          <RoomsPanel hotelId={record.id} currency={String(record.currency ?? 'USD')} />
        </Box>
      ) : null}
      {tab === 'pictures' ? (
        <Box role="tabpanel" id="hotel-tabpanel-pictures" aria-labelledby="hotel-tab-pictures" sx={{ p: { xs: 1, sm: 2 } }}>
          <PicturesPanel hotelId={record.id} />
        </Box>
      ) : null}
    </>
  );
}

export function HotelEdit() {
  return (
    <RecordEdit redirect={false}>
      <HotelEditTabs />
    </RecordEdit>
  );
}
