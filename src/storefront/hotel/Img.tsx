import { styled } from '@mui/material/styles';

/**
 * An <img> that takes `sx` and keeps `width`/`height` as HTML attributes (MUI's Box would turn them into CSS), so the
 * browser reserves the picture's space before it loads.
 */
export const Img = styled('img')({});
