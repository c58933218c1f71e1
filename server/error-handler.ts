import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiIssue } from '../services/api/contract-types';
import { safeErrorFields } from './logging';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `error` text of a 400 for invalid input on this route (e.g. "Invalid lead"). */
    invalidInputError?: string;
  }
}

/**
 * Every API error has the shape `{ error, issues }`, and its text comes from this table, never from the error
 * itself: Fastify's and the JSON parser's messages can quote the request, and so the visitor's personal data.
 */
const ERROR_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};
const INVALID_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function apiError(error: string, issues: ApiIssue[] = []): ApiError {
  return { error, issues };
}

export function errorTextFor(statusCode: number): string {
  return ERROR_TEXT[statusCode] ?? (statusCode >= 500 ? 'Internal error' : 'Bad request');
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** A validation issue's path as the client knows the field: `/email` → `email`, nested parts joined by dots. */
function issuePath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused lead's id, when it has one: not personal data, and what an operator needs to find the visit. */
function leadIdOf(body: unknown): string | undefined {
  const id = (body as { lead_id?: unknown } | null)?.lead_id;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : undefined;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issuePath(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    request.log.info(
      {
        statusCode: 400,
        code: 'VALIDATION',
        leadId: leadIdOf(request.body),
        fields: issues.map((issue) => issue.path),
      },
      'request rejected',
    );
    return reply
      .code(400)
      .send(apiError(request.routeOptions.config.invalidInputError ?? 'Invalid request', issues));
  }
  const statusCode = statusOf(error);
  if (statusCode >= 500) {
    request.log.error({ statusCode, error: safeErrorFields(error, { withStack: true }) }, 'request failed');
  } else {
    request.log.info({ statusCode, code: safeErrorFields(error).code }, 'request rejected');
  }
  const text = error.code && INVALID_JSON_CODES.has(error.code) ? 'Invalid JSON' : errorTextFor(statusCode);
  return reply.code(statusCode).send(apiError(text));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
