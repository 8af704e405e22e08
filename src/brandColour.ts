/** RigRest's brand colour: the theme's primary, and what the server draws before the app has a theme. */
export const PRIMARY = '#005288';

/** The brand's deep-to-light blue of the big panels (home page hero, owners' page). */
export const BRAND_GRADIENT = `linear-gradient(160deg, #003a61 0%, ${PRIMARY} 55%, #0a6aa8 100%)`;
