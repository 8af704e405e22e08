import { Box } from '@mui/material';
import { BooleanInput, NumberInput, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection, FullRow } from '../form/FormSection';
import { TranslatedTextInput } from '../form/TranslatedTextInput';
import { majorUnitInput } from '../form/money';
import { feeChoices, fitChoices, hazmatChoices, hazmatFormat, hazmatParse, hotelLabel } from './hotelRecord';

/**
 * Truck parking as a driver needs it: how many spaces, whether a full rig fits,
 * the longest vehicle, the price, and what keeps the lot safe at night.
 */
export function ParkingSection() {
  const translate = useTranslate();
  const [available, fee, currency] = useWatch({ name: ['commercialParkingAvailable', 'parking.fee', 'currency'] }) as [boolean, string, string];
  const money = majorUnitInput(currency);
  return (
    <FormSection title="resources.hotels.sections.parking" help="resources.hotels.help.parking">
      <FullRow>
        <BooleanInput source="commercialParkingAvailable" label={hotelLabel('commercialParkingAvailable')} />
      </FullRow>
      {available ? (
        <>
          <NumberInput source="parking.spaces" label={hotelLabel('spaces')} min={0} step={1} />
          <NumberInput source="parking.max_length_ft" label={hotelLabel('max_length_ft')} min={10} step={1} helperText="resources.hotels.help.max_length_ft" />
          <FullRow>
            <RadioButtonGroupInput source="parking.fit" label={hotelLabel('fit')} choices={fitChoices} row />
          </FullRow>
          <FullRow>
            <RadioButtonGroupInput source="parking.hazmat" label={hotelLabel('hazmat')} choices={hazmatChoices} format={hazmatFormat} parse={hazmatParse} row />
          </FullRow>
          <RadioButtonGroupInput source="parking.fee" label={hotelLabel('fee')} choices={feeChoices} row />
          {fee === 'paid' ? (
            <NumberInput
              source="parking.price_minor"
              label={hotelLabel('price_minor')}
              min={0}
              step={0.01}
              format={money.format}
              parse={money.parse}
              helperText={translate('resources.hotels.help.price', { currency: currency || 'USD' })}
            />
          ) : (
            <Box />
          )}
          <FullRow>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <BooleanInput source="parking.lit" label={hotelLabel('lit')} helperText={false} />
              <BooleanInput source="parking.fenced" label={hotelLabel('fenced')} helperText={false} />
              <BooleanInput source="parking.camera" label={hotelLabel('camera')} helperText={false} />
            </Box>
          </FullRow>
        </>
      ) : null}
      <FullRow>
        <TranslatedTextInput source="truckEntrance" i18nSource="truckEntrance_i18n" label={hotelLabel('truckEntrance')} multiline minRows={1} helperText="resources.hotels.help.truckEntrance" />
      </FullRow>
      <FullRow>
        <TranslatedTextInput source="parkingDescription" i18nSource="parkingDescription_i18n" label={hotelLabel('parkingDescription')} multiline minRows={2} helperText="resources.hotels.help.parkingDescription" />
      </FullRow>
    </FormSection>
  );
}
