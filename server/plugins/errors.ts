import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { fieldErrors } from '../../src/api/validation';
import { HttpError } from '../lib/errors';

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** One error shape for the whole API: `{ message, errors?, code? }`; a 5xx never carries internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => v.params.issue as Parameters<typeof fieldErrors>[0][number]);
      return reply.status(400).send({ message: 'The given data was invalid', errors: fieldErrors(issues) });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: 'The given data was invalid', errors: fieldErrors(error.issues) });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors, code: error.code });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: statusText[500] });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: statusText[status] ?? 'Generic Error' });
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit...) keep their status with a plain message.
    return reply.status(status).send({ message: error.message || statusText[status] || 'Generic Error', code: error.code });
  });

  app.decorate('siteHtml', null);
  app.setNotFoundHandler((request, reply) => {
    const clientRoute = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/uploads/');
    if (clientRoute && app.siteHtml) {
      return reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(app.siteHtml);
    }
    return reply.status(404).send({ message: statusText[404] });
  });
}
