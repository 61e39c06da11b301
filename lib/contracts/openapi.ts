import { z, type ZodType } from 'zod';
import type { RouteContract } from './http';
import { schemaErrorEnvelope } from './http';
import { CONTRACTS } from './index';

type JsonSchema = Record<string, unknown>;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a request (`input`) or answer (`output`) schema. */
function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** OpenAPI parameters of one part of the request (an object schema: one parameter per property). */
function parameters(schema: ZodType | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const isUndefinedSchema = (schema: ZodType) => schema instanceof z.ZodUndefined;

/** The success envelope of a route: `{error: false, status, message, data, ...fields}`. */
function successSchema(contract: RouteContract): JsonSchema {
  if (contract.raw) return jsonSchema(contract.response, 'output');
  const properties: Record<string, JsonSchema> = {
    error: { const: false },
    status: { type: 'integer', enum: [contract.okStatus, ...(contract.alsoOk ?? [])] },
    message: { type: 'string' },
  };
  const required = ['error', 'status', 'message'];
  if (!isUndefinedSchema(contract.response)) {
    properties.data = jsonSchema(contract.response, 'output');
    required.push('data');
  }
  if (contract.fields) {
    const fields = jsonSchema(contract.fields, 'output') as { properties?: Record<string, JsonSchema>; required?: string[] };
    Object.assign(properties, fields.properties);
    required.push(...(fields.required ?? []));
  }
  return { type: 'object', properties, required };
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request: `errors[]` names each field',
  401: 'No valid session (or operations key)',
  403: 'Signed in, but the staff role does not allow it (or a cross-site request)',
  404: 'Not found, or not the caller’s',
  409: 'Conflict: the price changed, or the state does not allow it',
  413: 'The request body is too large',
  415: 'The request body is not JSON',
  429: 'Too many requests: see Retry-After',
  500: 'Unexpected failure on our side',
  502: 'A provider (SMS) failed',
  503: 'The database is briefly unavailable: retry after `Retry-After` seconds',
};

/** One operation of the document. */
function operation(contract: RouteContract) {
  const responses: Record<string, unknown> = {};
  for (const status of [contract.okStatus, ...(contract.alsoOk ?? [])]) {
    responses[String(status)] = {
      description: status === contract.okStatus ? 'Success' : 'Success (repeated request)',
      content: { 'application/json': { schema: successSchema(contract) } },
    };
  }
  const errorEnvelope = { 'application/json': { schema: jsonSchema(schemaErrorEnvelope, 'output') } };
  for (const status of contract.errors) {
    responses[String(status)] = { description: ERROR_TEXT[status] ?? 'Error', content: errorEnvelope };
  }
  return {
    operationId: contract.name,
    summary: contract.summary,
    ...(contract.auth === 'customer' ? { security: [{ bearerAuth: [] }] } : {}),
    ...(contract.auth === 'operations' ? { security: [{ opsApiKey: [] }, { staffSession: [] }] } : {}),
    ...(contract.auth === 'staff' ? { security: [{ staffSession: [] }] } : {}),
    ...(contract.auth === 'partner' ? { security: [{ partnerSession: [] }] } : {}),
    parameters: [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query'), ...parameters(contract.headers, 'header')],
    ...(contract.body
      ? {
          requestBody: {
            required: !jsonSchema(contract.body, 'input').default,
            content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the whole API, generated from the route contracts (nothing is written
 * twice). Request schemas are the input side (what a client sends), answers the output side.
 */
export function buildOpenApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of Object.values(CONTRACTS) as RouteContract[]) {
    paths[contract.path] ??= {};
    paths[contract.path]![contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Party services API',
      version: '1.0.0',
      description:
        'Every answer is a JSON envelope `{error, status, message, data?}` whose `status` equals the HTTP code; validation failures add `errors[{path, message}]`.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        opsApiKey: { type: 'apiKey', in: 'header', name: 'x-ops-api-key' },
        // the console's httpOnly, SameSite=Strict session cookie (server/auth/consoleSession.ts)
        staffSession: { type: 'apiKey', in: 'cookie', name: 'ops_session' },
        // the providers' own session cookie (server/auth/providerSession.ts)
        partnerSession: { type: 'apiKey', in: 'cookie', name: 'partner_session' },
      },
    },
    paths,
  };
}
