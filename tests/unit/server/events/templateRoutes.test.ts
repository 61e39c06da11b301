import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORY_NOT_FOUND, TEMPLATE_NOT_FOUND, schemaTemplateList, schemaTemplateOne } from '../../../../lib/contracts/templates';
import { INVITE_TEMPLATES, templatesByCategory } from '../../../../data/invites/templates';
import listRoute from '../../../../pages/api/photo/templates';
import categoryRoute from '../../../../pages/api/photo/templates/category/[category]';
import oneRoute from '../../../../pages/api/photo/templates/[id]';
import previewRoute from '../../../../pages/api/photo/templates/[id]/preview';
import { clearTemplatePreviews } from '../../../../server/events/previews';
import { callRoute } from '../gallery/routeCall';

/** GET /api/photo/templates, /{id}, /category/{category} and /{id}/preview. */

beforeEach(() => clearTemplatePreviews());

describe('GET /api/photo/templates', () => {
  it('lists every template with its slots and preview URLs (English previews by default, Hindi on request)', async () => {
    const answer = await callRoute(listRoute, { url: '/api/photo/templates' });
    expect(answer.status).toBe(200);
    const { templates } = schemaTemplateList.parse(answer.json().data);
    expect(templates).toHaveLength(INVITE_TEMPLATES.length);
    expect(templates[0]).toMatchObject({ _id: templates[0]?.id, languages: ['en', 'hi'] });
    expect(templates[0]?.previewUrl).toMatch(/^\/api\/photo\/templates\/[a-z0-9-]+\/preview\?language=en&size=og&v=[\w-]+$/);
    expect(templates[0]?.previewUrls.share).toContain('size=share');
    expect(answer.headers.etag).toMatch(/^"[\w-]{32}"$/);

    const hindi = await callRoute(listRoute, { url: '/api/photo/templates?language=hi' });
    expect(hindi.status).toBe(200);
    expect(schemaTemplateList.parse(hindi.json().data).templates[0]?.previewUrl).toContain('language=hi');
  });

  it('answers 400 in the envelope for a language other than en or hi', async () => {
    const answer = await callRoute(listRoute, { url: '/api/photo/templates?language=fr' });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error: true, status: 400, message: 'language must be en or hi' });
  });

  it('answers 405 to another method', async () => {
    expect((await callRoute(listRoute, { method: 'POST', url: '/api/photo/templates', body: {} })).status).toBe(405);
  });
});

describe('GET /api/photo/templates/{id}', () => {
  it('answers one template', async () => {
    const answer = await callRoute(oneRoute, { url: '/api/photo/templates/diwali-diya-glow', params: { id: 'diwali-diya-glow' } });
    expect(answer.status).toBe(200);
    const { template } = schemaTemplateOne.parse(answer.json().data);
    expect(template).toMatchObject({ id: 'diwali-diya-glow', category: 'diwali-party' });
    expect(template.slots.find((slot) => slot.key === 'kicker')?.default.hi).toBe('दीपावली की हार्दिक शुभकामनाएँ');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await callRoute(oneRoute, { url: '/api/photo/templates/no-such-thing', params: { id: 'no-such-thing' } });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, status: 404, message: TEMPLATE_NOT_FOUND });
    const bad = await callRoute(oneRoute, { url: '/api/photo/templates/Bad%20Id', params: { id: 'Bad Id' } });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, status: 400 });
  });
});

describe('GET /api/photo/templates/category/{category}', () => {
  it('answers the templates of one occasion', async () => {
    const answer = await callRoute(categoryRoute, { url: '/api/photo/templates/category/birthday', params: { category: 'birthday' } });
    expect(answer.status).toBe(200);
    const { templates } = schemaTemplateList.parse(answer.json().data);
    expect(templates.map((template) => template.id)).toEqual(templatesByCategory('birthday').map((template) => template.id));
    expect(templates.every((template) => template.category === 'birthday')).toBe(true);
  });

  it('answers 404 for an occasion without templates and 400 for a malformed key', async () => {
    const missing = await callRoute(categoryRoute, {
      url: '/api/photo/templates/category/moon-landing',
      params: { category: 'moon-landing' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, message: CATEGORY_NOT_FOUND });
    const bad = await callRoute(categoryRoute, { url: '/api/photo/templates/category/x', params: { category: '<script>' } });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/photo/templates/{id}/preview', () => {
  it('answers the rendered PNG at each size, cached for a year under its versioned URL, and 304 for its ETag', async () => {
    const list = schemaTemplateList.parse((await callRoute(listRoute, { url: '/api/photo/templates?language=hi' })).json().data);
    const template = list.templates.find((entry) => entry.id === 'holi-colour-splash');
    if (!template) throw new Error('missing template');
    const url = new URL(template.previewUrls.share, 'http://localhost');
    const answer = await callRoute(previewRoute, { url: url.pathname + url.search, params: { id: template.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(answer.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1350]);

    const again = await callRoute(previewRoute, {
      url: url.pathname + url.search,
      params: { id: template.id },
      headers: { 'If-None-Match': answer.headers.etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // without the version (or with an old one) the image may change: an hour's cache only
    const unversioned = await callRoute(previewRoute, { url: `/api/photo/templates/${template.id}/preview`, params: { id: template.id } });
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=3600');
    expect((await sharp(unversioned.body).metadata()).width).toBe(1200);
  });

  it('answers 404 for an unknown template and 400 for a bad size or language', async () => {
    const missing = await callRoute(previewRoute, { url: '/api/photo/templates/nope/preview', params: { id: 'nope' } });
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, message: TEMPLATE_NOT_FOUND });
    const size = await callRoute(previewRoute, {
      url: '/api/photo/templates/holi-colour-splash/preview?size=huge',
      params: { id: 'holi-colour-splash' },
    });
    expect(size.status).toBe(400);
    expect(size.json()).toMatchObject({ message: 'size must be og or share' });
    const language = await callRoute(previewRoute, {
      url: '/api/photo/templates/holi-colour-splash/preview?language=ta',
      params: { id: 'holi-colour-splash' },
    });
    expect(language.status).toBe(400);
  });
});
