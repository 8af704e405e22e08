/** Where the browser keeps the sign-in (localStorage); the entry reads it before any app code loads (src/main.tsx). */
export const TOKEN_KEY = 'rigrest.token';
