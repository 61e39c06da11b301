import { describe, expect, it } from 'vitest';
import { baseURL } from './fixtures';

/** A sample value for each path parameter name, so every documented path can be called. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  pincode: '201309',
  name: 'unicorn',
  tag: 'birthday',
};

describe('/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, and every documented path and method answers something other than 404', async () => {
    const response = await fetch(`${baseURL}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const answers: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
      for (const method of Object.keys(operations)) {
        const answer = await fetch(`${baseURL}${url}`, {
          method: method.toUpperCase(),
          headers: { 'Content-Type': 'application/json' },
          body: method === 'get' ? undefined : '{}',
        });
        answers.push(`${method.toUpperCase()} ${path} ${answer.status}`);
        // a documented route exists: it may refuse the empty request, but never as "no such route"
        expect(answer.status, `${method} ${path}`).not.toBe(404);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(21);
  });
});
