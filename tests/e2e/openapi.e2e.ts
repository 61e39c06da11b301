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
        // a documented route exists: it may refuse the empty request, but never as "no such route"
        expect(answer.status, `${method} ${path}`).not.toBe(404);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(21);
  });
});
