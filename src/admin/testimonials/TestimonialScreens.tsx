import { Box, Typography } from '@mui/material';
import { BooleanInput, FormTab, NumberInput, TabbedForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { Rating } from '@mui/material';
import { testimonialInput } from '@/api/schemas/siteContent';
import { useAppDataProvider } from '@/dataProvider';
import { FormColumn } from '../form/FormColumn';
import { writtenIn } from '../form/writtenIn';
import { translationTabs } from '../promotions/TranslationTabs';
import { PictureUpload } from '../form/PictureUpload';
import { RecordCreate, RecordEdit } from '../form/RecordScreens';
import { useZodResolver } from '../form/useZodResolver';

const label = (field: string) => `resources.testimonials.fields.${field}`;

function RatingInput() {
  const translate = useTranslate();
  return (
    <Controller
      name="rating"
      render={({ field }) => (
        <Box sx={{ mb: 2 }}>
          <Typography component="legend" variant="body2" color="text.secondary">
            {translate(label('rating'))}
          </Typography>
          <Rating name="rating" value={Number(field.value) || null} onChange={(_, v) => field.onChange(v ?? 1)} />
        </Box>
      )}
    />
  );
}

/** The photo, uploaded through PUT /admin/testimonials/{id}/photo (on the edit page, once the record exists). */
function PhotoUpload() {
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <PictureUpload
        src={record.photo}
        initial={String(record.name ?? '?').charAt(0)}
        alt=""
        size={64}
        upload={(file) => dataProvider.uploadTestimonialPhoto(record.id, file)}
        uploadLabel="resources.testimonials.photo.upload"
        savedMessage="resources.testimonials.photo.saved"
        testId="testimonial-photo-file"
      />
    </Box>
  );
}

function TestimonialForm({ edit = false }: { edit?: boolean }) {
  const resolver = useZodResolver(testimonialInput, { resource: 'testimonials' });
  return (
    <TabbedForm noValidate resolver={resolver} defaultValues={{ rating: 5, published: false, position: 0, translations: {} }}>
      <FormTab label="resources.promotions.tabs.main">
        <FormColumn>
          {edit ? <PhotoUpload /> : null}
          <TextInput source="name" label={label('name')} autoComplete="off" />
          <TextInput source="home_base" label={label('home_base')} helperText="resources.testimonials.help.home_base" autoComplete="off" />
          <RatingInput />
          <TextInput source="text" label={label('text')} multiline minRows={4} slotProps={writtenIn('en')} />
          <TextInput source="photo" label={label('photo')} helperText="resources.testimonials.help.photo" autoComplete="off" />
          <NumberInput source="position" label={label('position')} helperText="resources.testimonials.help.position" min={0} step={1} />
          <BooleanInput source="published" label={label('published')} />
        </FormColumn>
      </FormTab>
      {translationTabs('testimonials', [{ name: 'text', multiline: true }])}
    </TabbedForm>
  );
}

export function TestimonialCreate() {
  return (
    <RecordCreate>
      <TestimonialForm />
    </RecordCreate>
  );
}

export function TestimonialEdit() {
  return (
    <RecordEdit>
      <TestimonialForm edit />
    </RecordEdit>
  );
}
