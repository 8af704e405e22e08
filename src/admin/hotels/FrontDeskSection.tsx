import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection } from '../form/FormSection';
import { hotelLabel } from './hotelRecord';

/** Every IANA zone this browser knows; the list is long, the field filters it as staff type. */
const zoneChoices = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map((zone) => ({ id: zone, name: zone }));

/**
 * What a late arrival depends on: the hotel's time zone (arrival times are shown on its clock; left empty, it is
 * guessed from the state and longitude) and when someone is at the front desk.
 */
export function FrontDeskSection() {
  const open24h = useWatch({ name: 'frontDesk.open_24h' }) as boolean | undefined;
  return (
    <FormSection title="resources.hotels.sections.arrival" help="resources.hotels.help.arrival">
      <AutocompleteInput source="timeZone" label={hotelLabel('timeZone')} choices={zoneChoices()} helperText="resources.hotels.help.timeZone" emptyText="" />
      <BooleanInput source="frontDesk.open_24h" label={hotelLabel('open_24h')} defaultValue={true} />
      {open24h === false ? (
        <>
          <TextInput source="frontDesk.opens" label={hotelLabel('opens')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
          <TextInput source="frontDesk.closes" label={hotelLabel('closes')} type="time" slotProps={{ inputLabel: { shrink: true } }} />
        </>
      ) : (
        <Box />
      )}
    </FormSection>
  );
}
