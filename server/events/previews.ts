/**
 * Template previews: each template rendered with its sample texts, per language and size,
 * kept in a bounded in-memory LRU (every instance renders its own on first request: derived data, nothing
 * another instance needs) and served with a strong ETag and a year's public cache when the URL names the
 * template's current version.
 */
import { createHash } from 'node:crypto';
import type { InviteImageSize, InviteLanguage } from '../../lib/contracts/templates';
import type { StreamReply } from '../http/streamRoute';
import { matchesIfNoneMatch } from '../http/apiHandler';
import { renderInvite } from './render';
import { requireTemplate, templateVersion } from './templateApi';

/** A rendered preview and its tag. */
export interface RenderedPreview {
  png: Buffer;
  etag: string;
}

/** 46 templates x 2 languages x 2 sizes fit (about 100 kB each). */
const PREVIEW_CACHE_MAX = 200;
const cache = new Map<string, Promise<RenderedPreview>>();

/**
 * The preview of template `id` in `language` at `size`, rendered once and kept (the least recently used is
 * dropped past 200). Concurrent first requests share one render.
 * @throws HttpError 404 for an unknown id.
 */
export function templatePreview(id: string, language: InviteLanguage, size: InviteImageSize): Promise<RenderedPreview> {
  const template = requireTemplate(id);
  const key = `${id}\n${language}\n${size}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const rendering = renderInvite({ template, language, size }).then((png) => ({
    png,
    etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 32)}"`,
  }));
  // a failed render is not kept: the next request tries again
  rendering.catch(() => cache.delete(key));
  cache.set(key, rendering);
  while (cache.size > PREVIEW_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return rendering;
}

/** Forgets every kept preview (tests). */
export function clearTemplatePreviews(): void {
  cache.clear();
}

/**
 * The HTTP answer of a preview: the PNG with its ETag, or 304 when `ifNoneMatch` names it. A URL with the
 * template's current version may be cached for a year; one without (or with an old version) for an hour.
 * @throws HttpError 404 for an unknown id.
 */
export async function templatePreviewReply(
  id: string,
  language: InviteLanguage,
  size: InviteImageSize,
  ifNoneMatch: string | string[] | undefined,
  version?: string,
): Promise<StreamReply> {
  const preview = await templatePreview(id, language, size);
  const current = version !== undefined && version === templateVersion(requireTemplate(id));
  const headers = {
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ETag: preview.etag,
  };
  if (matchesIfNoneMatch(ifNoneMatch, preview.etag)) {
    return { status: 304, headers, body: async (res) => res.end() };
  }
  return {
    headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(preview.png.length) },
    body: async (res) => res.end(preview.png),
  };
}
