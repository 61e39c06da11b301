/**
 * The templates catalogue as the API answers it: each template with its languages and the
 * URLs of its rendered previews. The answers are built once per language and kept (the catalogue is versioned
 * reference data that changes only with a deploy), with a strong ETag (`prepareAnswer`).
 */
import { createHash } from 'node:crypto';
import {
  CATEGORY_NOT_FOUND,
  INVITE_LANGUAGES,
  TEMPLATE_NOT_FOUND,
  routeTemplateCategory,
  routeTemplateList,
  type InviteLanguage,
  type InviteImageSize,
  type InviteTemplate,
  type TemplatePublic,
} from '../../lib/contracts/templates';
import { endpointUrl } from '../../lib/contracts/endpoints';
import { INVITE_TEMPLATES, templateById, templatesByCategory } from '../../data/invites/templates';
import { prepareAnswer, type PreparedAnswer } from '../http/apiHandler';
import { notFound } from '../http/errors';
import { RENDERER_VERSION } from './render';

/**
 * A short tag of a template's content and of the renderer's version: part of its preview URLs, so that a changed
 * design (or drawing code) is a new URL and an image may be cached for good.
 */
export function templateVersion(template: InviteTemplate): string {
  return createHash('sha256')
    .update(`${RENDERER_VERSION}\n${JSON.stringify(template)}`)
    .digest('base64url')
    .slice(0, 12);
}

/** The URL of a template's rendered preview (site-relative): `/api/photo/templates/{id}/preview?language=&size=&v=`. */
export function templatePreviewUrl(template: InviteTemplate, language: InviteLanguage, size: InviteImageSize): string {
  const query = new URLSearchParams({ language, size, v: templateVersion(template) });
  return `${endpointUrl('templatePreview', { id: template.id })}?${query.toString()}`;
}

/** A template as the API answers it, with its previews in `language`. */
export function publicTemplate(template: InviteTemplate, language: InviteLanguage = 'en'): TemplatePublic {
  return {
    ...template,
    _id: template.id,
    languages: [...INVITE_LANGUAGES],
    previewUrl: templatePreviewUrl(template, language, 'og'),
    previewUrls: { og: templatePreviewUrl(template, language, 'og'), share: templatePreviewUrl(template, language, 'share') },
  };
}

const listAnswers = new Map<InviteLanguage, PreparedAnswer<typeof routeTemplateList>>();
const categoryAnswers = new Map<string, PreparedAnswer<typeof routeTemplateCategory>>();

/** The whole catalogue's answer in `language` (every template is written in both languages), prepared once. */
export function templateListAnswer(language: InviteLanguage = 'en'): PreparedAnswer<typeof routeTemplateList> {
  let answer = listAnswers.get(language);
  if (!answer) {
    answer = prepareAnswer(routeTemplateList, {
      message: 'Invite templates',
      data: { templates: INVITE_TEMPLATES.map((template) => publicTemplate(template, language)) },
    });
    listAnswers.set(language, answer);
  }
  return answer;
}

/**
 * The templates of one occasion key in `language`, prepared once per key.
 * @throws HttpError 404 for an occasion key with no templates.
 */
export function templateCategoryAnswer(category: string, language: InviteLanguage = 'en'): PreparedAnswer<typeof routeTemplateCategory> {
  const key = `${category}\n${language}`;
  let answer = categoryAnswers.get(key);
  if (!answer) {
    const templates = templatesByCategory(category);
    if (templates.length === 0) throw notFound(CATEGORY_NOT_FOUND);
    answer = prepareAnswer(routeTemplateCategory, {
      message: 'Invite templates',
      data: { templates: templates.map((template) => publicTemplate(template, language)) },
    });
    categoryAnswers.set(key, answer);
  }
  return answer;
}

/**
 * The template of `id`.
 * @throws HttpError 404 for an unknown id.
 */
export function requireTemplate(id: string): InviteTemplate {
  const template = templateById(id);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}
