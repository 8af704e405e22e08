/** RigRest's brand colour: the theme's primary, and what the server draws before the app has a theme. */
export const PRIMARY = '#005288';
