import type { FastifyError, FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { fieldErrors, withRawInput, type FieldErrors } from '../../src/api/validation';
import { HttpError, type FieldMessages } from '../lib/errors';
import { apiMessagesFor, type ApiMessages } from '../lib/i18n';

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
  415: 'errors.unsupportedMediaType',
  422: 'errors.unprocessable',
  429: 'errors.tooManyRequests',
  500: 'errors.internal',
  502: 'errors.badGateway',
  503: 'errors.serviceUnavailable',
};
export const keyForStatus = (status: number) => statusKey[status] ?? 'errors.generic';

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

/** Paths of strings holding a NUL character, which PostgreSQL text cannot store. */
function nulIssues(data: unknown, path: PropertyKey[] = [], out: z.core.$ZodIssue[] = []): z.core.$ZodIssue[] {
  if (typeof data === 'string') {
    if (data.includes('\u0000')) out.push({ code: 'custom', path, message: 'Invalid input', params: { rule: 'invalid' }, input: data });
  } else if (Array.isArray(data)) {
    data.forEach((v, i) => nulIssues(v, [...path, i], out));
  } else if (data !== null && typeof data === 'object' && !Buffer.isBuffer(data)) {
    for (const [k, v] of Object.entries(data)) nulIssues(v, [...path, k], out);
  }
  return out;
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

  // Every route, with a schema or not: a NUL character is a 400 here rather than a database error later.
  app.addHook('preValidation', async (request) => {
    const issues = [...nulIssues(request.params), ...nulIssues(request.query), ...nulIssues(request.body)];
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

  app.decorate('siteHtml', null);
  app.setNotFoundHandler((request, reply) => {
    const clientRoute = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (clientRoute && app.siteHtml) {
      return reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(app.siteHtml);
    }
    return reply.status(404).send({ message: request.messages.t('errors.notFound') });
  });
}
