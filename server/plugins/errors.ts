import type { FastifyBodyParser, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { fieldErrors, withRawInput, type FieldErrors } from '@/api/validation';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError, type FieldMessages } from '../lib/errors';
import { apiMessagesFor, type ApiMessages } from '../lib/i18n';
import { pageLocale, unavailablePage } from './preparing';

declare module 'fastify' {
  interface FastifyRequest {
    /** API texts in the caller's language (Accept-Language), English by default. */
    readonly messages: ApiMessages;
  }
}

const statusKey: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  406: 'errors.notAcceptable',
  408: 'errors.timeout',
  409: 'errors.conflict',
  413: 'errors.payloadTooLarge',
  414: 'errors.uriTooLong',
  415: 'errors.unsupportedMediaType',
  422: 'errors.unprocessable',
  429: 'errors.tooManyRequests',
  500: 'errors.internal',
  502: 'errors.badGateway',
  503: 'errors.serviceUnavailable',
};
export const keyForStatus = (status: number) => statusKey[status] ?? 'errors.generic';

/** Seconds a client is told to wait when the database does not answer (a restart or failover takes a few). */
export const DATABASE_RETRY_SECONDS = 5;

/** Fastify's and its plugins' own client errors, answered in the API's words. */
const knownCodes: Record<string, { status: number; key: string; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupportedMediaType' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'errors.fileTooLarge', field: 'file' },
  FST_FILES_LIMIT: { status: 413, key: 'errors.bodyTooLarge' },
  FST_PARTS_LIMIT: { status: 413, key: 'errors.bodyTooLarge' },
  FST_FIELDS_LIMIT: { status: 413, key: 'errors.bodyTooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'errors.notMultipart', field: 'file' },
};

/**
 * Validates with zod and keeps each issue's input as sent, so the messages can
 * tell a missing field ('is required') from a wrong one ('must be numeric.').
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data };
  return { error: new RequestValidationError(withRawInput(result.error.issues, data)) };
};

/** A request that failed its schema; its issues carry the values as sent. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('The given data was invalid');
  }
}

/**
 * Checks a response against its schema (dropping fields it does not name, such as
 * password hashes) by parsing it: the shared schemas' output transforms (timestamps)
 * run forward, where the library's encode would refuse any transform.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({ schema, method, url }) => {
  const zod = 'properties' in schema && !('_zod' in schema) ? schema.properties : (schema as z.ZodType);
  return (data) => {
    const result = zod.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** Text PostgreSQL cannot store: a NUL character, or a UTF-16 surrogate without its pair (not Unicode, so not UTF-8). */
const unstorableText = /[\0\p{Cs}]/u;

const invalidAt = (path: PropertyKey[], input: unknown): z.core.$ZodIssue =>
  ({ code: 'custom', path, message: 'Invalid input', params: { rule: 'invalid' }, input }) as z.core.$ZodIssue;

/** A value met on the walk, with the way back to the root (its path is built only when it is reported). */
type Visit = { value: unknown; key: PropertyKey | null; parent: Visit | null };

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
}

/**
 * Where a request's values hold text PostgreSQL cannot store: each such string by its path, and an object with
 * such a key by its own path (the key itself is not worth echoing). Walked with a stack of its own, so no
 * nesting can exhaust the call stack.
 */
export function unstorableIssues(data: unknown): z.core.$ZodIssue[] {
  const out: z.core.$ZodIssue[] = [];
  const stack: Visit[] = [{ value: data, key: null, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (unstorableText.test(value)) out.push(invalidAt(pathOf(visit), value));
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      if (entries.some(([key]) => unstorableText.test(key))) out.push(invalidAt(pathOf(visit), value));
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return out;
}

/** How deep a JSON body may nest: the deepest real payload (a search's price range) has 4 levels. */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `limit` arrays or objects inside one another (brackets in strings do not count). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse: prototype keys refused) behind a nesting limit, checked on the text
 * before anything is built, so no later walk or schema meets a body thousands of levels deep.
 */
export function boundedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  return (request, body, done) => {
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new HttpError(400, { key: 'errors.jsonTooDeep', values: { count: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parse(request, body, done);
  };
}

/**
 * Errors Fastify answers before a route is found (a path that does not decode as UTF-8, a path parameter over
 * its length limit), in the API's shape and the caller's language rather than Fastify's, which echoes the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(status).send({ message: apiMessagesFor(request.headers['accept-language']).t(keyForStatus(status)) });
}

function renderFields(m: ApiMessages, errors: FieldMessages | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((x) => m.render(x))]));
}

/** One error shape for the whole API: `{ message, errors?, code? }`; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.decorateRequest('messages', {
    getter() {
      return apiMessagesFor(this.headers['accept-language']);
    },
  });

  // Every route, with a schema or not: text the database cannot store is a 400 here rather than a database error later.
  app.addHook('preValidation', async (request) => {
    const issues = [...unstorableIssues(request.params), ...unstorableIssues(request.query), ...unstorableIssues(request.body)];
    if (issues.length) throw new RequestValidationError(issues);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const m = request.messages;
    const invalid = (issues: readonly z.core.$ZodIssue[]) =>
      reply.status(400).send({ message: m.t('errors.invalidData'), errors: fieldErrors(issues, m.validation) });
    if (error instanceof RequestValidationError || error instanceof ZodError) return invalid(error.issues);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return invalid(error.validation.map((v) => v.params.issue as z.core.$ZodIssue));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.extra, message: m.render(error.text), errors: renderFields(m, error.errors), code: error.code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: m.t('errors.internal') });
    }
    if (isDatabaseUnavailable(error)) {
      // Expected during a database restart or failover: no stack, and the client is told when to try again.
      request.log.warn({ reason: error.message, sqlstate: error.code }, 'database unavailable');
      reply.status(503).header('Retry-After', String(DATABASE_RETRY_SECONDS));
      if ((request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|\?|$)/.test(request.url)) {
        // A page (a hotel's, rendered on the server): one a person can read, which reloads itself.
        return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(unavailablePage(pageLocale(request)));
      }
      return reply.send({ message: m.t('errors.databaseUnavailable'), code: 'database_unavailable' });
    }
    const known = error.code ? knownCodes[error.code] : undefined;
    if (known) {
      const message = m.t(known.key);
      return reply.status(known.status).send({ message, errors: known.field ? { [known.field]: [message] } : undefined, code: error.code });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: m.t(keyForStatus(status)) });
    }
    return reply.status(status).send({ message: m.t(keyForStatus(status)), code: error.code });
  });

  app.decorate('sitePage', null);
  app.setNotFoundHandler((request, reply) => {
    const clientRoute = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (clientRoute && app.sitePage) return app.sitePage(request, reply);
    return reply.status(404).send({ message: request.messages.t('errors.notFound') });
  });
}
