import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../lib/contracts/endpoints';
import { withSampleParams } from './api';
import { baseURL } from './fixtures';

type Operation = { operationId?: string; security?: unknown[] };

describe('/api/openapi.json', () => {
  it('documents every endpoint of API_ENDPOINTS with its method and path, and nothing else', async () => {
    const response = await fetch(`${baseURL}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    for (const [name, { method, path }] of Object.entries(API_ENDPOINTS)) {
      expect(document.paths[path]?.[method.toLowerCase()], `${name}: ${method} ${path}`).toMatchObject({ operationId: name });
    }
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const endpoints = Object.values(API_ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
    expect(documented.sort()).toEqual(endpoints.sort());
  });

  it('every endpoint answers its method: never "no such route", 405 or a 5xx; 401 only where a session is documented', async () => {
    const document = (await (await fetch(`${baseURL}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    let checked = 0;
    for (const [name, { method, path }] of Object.entries(API_ENDPOINTS)) {
      const label = `${name}: ${method} ${path}`;
      const answer = await fetch(`${baseURL}${withSampleParams(path)}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      // every answer is the JSON envelope, so the message says why a request was refused
      const { message = '' } = (await answer.json()) as { message?: string };
      expect(message, label).not.toMatch(/^There is no API at /);
      expect(answer.status, label).not.toBe(405);
      expect(answer.status, label).toBeLessThan(500);
      // the empty request may be refused (400) or not find the sample record (a public route such as the sandbox's
      // GET /api/payment_gateway/sandbox/{attemptId} answers 404 for an unknown attempt), but never as "no such route"
      if (answer.status === 404) expect(message, label).toMatch(/not found|No such/i);
      // a request without a session is refused only by a route whose operation names the session it needs
      if (answer.status === 401) {
        expect(document.paths[path]?.[method.toLowerCase()]?.security?.length ?? 0, label).toBeGreaterThan(0);
      }
      checked += 1;
    }
    expect(checked).toBe(Object.keys(API_ENDPOINTS).length);
  });
});
