import { describe, expect, it } from 'vitest';
import { withSampleParams } from './api';
import { baseURL } from './fixtures';

describe('/api/openapi.json', () => {
  it('is an OpenAPI 3.1 document, and every documented path and method answers something other than 404', async () => {
    const response = await fetch(`${baseURL}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const answers: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const url = withSampleParams(path);
      for (const method of Object.keys(operations)) {
        const answer = await fetch(`${baseURL}${url}`, {
          method: method.toUpperCase(),
          headers: { 'Content-Type': 'application/json' },
          body: method === 'get' ? undefined : '{}',
        });
        answers.push(`${method.toUpperCase()} ${path} ${answer.status}`);
        // a documented route exists: it may refuse the empty request or not find the sample record (a public
        // route such as the sandbox's, GET /api/payment_gateway/sandbox/{attemptId}), but never as "no such route"
        const { message = '' } = (await answer.json()) as { message?: string };
        expect(message, `${method} ${path}`).not.toMatch(/^There is no API at /);
        if (answer.status === 404) expect(message, `${method} ${path}`).toMatch(/not found|No such/i);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(21);
  });
});
