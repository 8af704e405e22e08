import { config } from 'zod/v4/core';

/**
 * zod 4 compiles object parsers with `new Function` when it may, and probes whether it may the first time an object
 * schema is built. Our Content-Security-Policy has no 'unsafe-eval', so in the browser that probe is a reported
 * violation on every page that loads the schemas. Interpreted parsing is fast enough for forms and API answers.
 * Imported first by the app's start (src/boot.tsx), before any module builds a schema; the server keeps the JIT.
 * (zod's core `config` alone, not `z`: the home page does not load the rest of zod.)
 */
config({ jitless: true });
