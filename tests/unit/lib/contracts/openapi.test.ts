import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../../lib/contracts';
import { API_ENDPOINTS } from '../../../../lib/contracts/endpoints';
import { buildOpenApiDocument } from '../../../../lib/contracts/openapi';

const API_DIR = path.join(process.cwd(), 'pages', 'api');

/** The value at `keys` inside a JSON document (undefined when a step is missing). */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], value);

/**
 * Not endpoints: `pages/api/[[...path]].ts` answers the JSON 404 for any `/api/*` path no route serves
 *, so it is neither a contract nor in the OpenAPI document.
 */
const NOT_ENDPOINTS = new Set(['[[...path]].ts']);

/** Every route file under pages/api as the path it serves, `[param]` written `{param}`. */
function apiRouteFiles(dir = API_DIR): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return apiRouteFiles(full);
    if (dir === API_DIR && NOT_ENDPOINTS.has(entry)) return [];
    const route = `/api/${path.relative(API_DIR, full)}`.replace(/\.ts$/, '').replace(/\/index$/, '');
    return [route.replace(/\[(\w+)\]/g, '{$1}')];
  });
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is OpenAPI 3.1 with the bearer, operations, staff session and partner session security schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'opsApiKey', 'staffSession', 'partnerSession']);
    // partner routes take the partner app's own cookie only
    expect(at(document.paths['/api/partner/jobs/{id}/start']!.post, 'security')).toEqual([{ partnerSession: [] }]);
    // operations routes take the key (automation) or a staff session; console routes the session only
    expect(at(document.paths['/api/payment_gateway/refund']!.post, 'security')).toEqual([{ opsApiKey: [] }, { staffSession: [] }]);
    expect(at(document.paths['/api/ops/staff']!.post, 'security')).toEqual([{ staffSession: [] }]);
  });

  it('documents every route under pages/api, and nothing that is not one', () => {
    const files = apiRouteFiles().sort();
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(document.paths).sort()).toEqual(files);
  });

  it('has one operation per endpoint, named after it, with its method', () => {
    for (const [name, { method, path: route }] of Object.entries(API_ENDPOINTS)) {
      expect(document.paths[route]?.[method.toLowerCase()], name).toMatchObject({ operationId: name });
    }
  });

  it('describes requests by what a client sends and answers in the envelope', () => {
    const add = document.paths['/api/order/add']!.post;
    expect(at(add, 'security')).toEqual([{ bearerAuth: [] }]);
    expect(at(add, 'parameters')).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header', required: false }));
    expect(JSON.stringify(at(add, 'requestBody', 'content', 'application/json', 'schema'))).toContain('expectedTotal');
    expect(Object.keys(at(add, 'responses') as object)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '409', '500']));
    const ok = at(add, 'responses', '201', 'content', 'application/json', 'schema');
    expect(at(ok, 'required')).toEqual(['error', 'status', 'message', 'data']);
    expect(at(ok, 'properties', 'data', 'properties')).toHaveProperty('orderNumber');

    const verify = document.paths['/api/user/otp_verify']!.post;
    expect(at(verify, 'responses', '200', 'content', 'application/json', 'schema', 'properties')).toHaveProperty('token');

    const details = document.paths['/api/order/order_details/{id}']!.get;
    expect(at(details, 'parameters')).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
  });

  it('keeps the contract table complete: one contract per endpoint, each naming its own endpoint', () => {
    expect(Object.keys(CONTRACTS).sort()).toEqual(Object.keys(API_ENDPOINTS).sort());
    for (const [name, contract] of Object.entries(CONTRACTS)) expect(contract.name).toBe(name);
  });
});
