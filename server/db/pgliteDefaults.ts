/** PGlite's shared_buffers, MB, unless PGLITE_SHARED_BUFFERS_MB says otherwise (see openPglite in ./index.ts). */
export const PGLITE_SHARED_BUFFERS_MB = 32;
