/**
 * zod 4 compiles object parsers with `new Function` when it may, and probes whether it may the first time an object
 * schema is built. Our Content-Security-Policy has no 'unsafe-eval', so in the browser that probe is a reported
 * violation on every page that loads the schemas. Interpreted parsing is fast enough for forms and API answers.
 * Imported first by the app's start (src/boot.tsx), before any module builds a schema; the server keeps the JIT.
 * zod keeps its settings in `globalThis.__zod_globalConfig` and takes the object it finds there when it loads
 * (zod/v4/core/core.js), so this sets it without loading zod: pages that build no schema do not download zod's core.
 * tests/unit/zodConfig.test.ts checks that zod reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

// A module (TypeScript treats a file with no import or export as a global script).
export {};
