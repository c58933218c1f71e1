import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiIssue } from '../services/api/contract-types';
import { safeErrorFields } from './logging';
import { refusedLeadIdOf, type Refusal } from './posted-lead';

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

/** A 400 for input the route's schema refuses: its fields named, logged with the refused lead's id if it has one. */
function refuseInput(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: ApiIssue[],
  leadId: string | undefined,
) {
  request.log.info(
    { statusCode: 400, code: 'VALIDATION', leadId, fields: issues.map((issue) => issue.path) },
    'request rejected',
  );
  return reply
    .code(400)
    .send(apiError(request.routeOptions.config.invalidInputError ?? 'Invalid request', issues));
}

/**
 * A posted lead that is none (posted-lead.ts), answered as if the route's own parser or schema had refused it: the
 * same status, text and log.
 */
export function refusePostedLead(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Refusal,
): FastifyReply {
  if ('issues' in refusal) return refuseInput(request, reply, refusal.issues, refusal.leadId);
  throw refusal.json === 'empty'
    ? new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY()
    : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issuePath(issue.instancePath),
      message: issue.message ?? 'Invalid value',
    }));
    return refuseInput(request, reply, issues, refusedLeadIdOf(request.body));
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
