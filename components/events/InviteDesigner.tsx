import { useMemo, useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import type { InviteLanguage, TemplatePublic, TemplateSlotKey } from '../../lib/contracts/templates';
import { ROUTES, inviteHostPath } from '../../lib/routes';
import { useInviteDetailsQuery, useInviteUpdateMutation, useTemplatesQuery } from '../../store/eventsApi';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { fieldErrorsOf } from './apiErrors';
import DesignPreview from './DesignPreview';
import { eventBody, eventFormOf } from './eventForm';
import styles from './events.module.css';
import OwnPhoto from './OwnPhoto';
import SharePanel from './SharePanel';
import SlotFields from './SlotFields';
import { charCount, fillSlot } from './templateText';
import TemplateThumb from './TemplateThumb';
import { localizedPath } from '../../lib/i18n/urls';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';

type Texts = Record<TemplateSlotKey, string>;

/** A template's default texts in `language`, by slot. */
function defaultsOf(template: TemplatePublic, language: InviteLanguage): Texts {
  const texts = { kicker: '', heading: '', names: '', date: '', venue: '', message: '' };
  for (const slot of template.slots) texts[slot.key] = slot.default[language];
  return texts;
}

/** The texts the host changed from the template's defaults (what the API keeps). */
function changedTexts(template: TemplatePublic, language: InviteLanguage, texts: Texts): Partial<Texts> {
  const defaults = defaultsOf(template, language);
  return Object.fromEntries(
    template.slots.filter((slot) => texts[slot.key] !== defaults[slot.key]).map((slot) => [slot.key, texts[slot.key]]),
  );
}

/** `texts` carried from `from` to `to`: a text the host changed stays, one left at `from`'s default takes `to`'s. */
function carryTexts(from: Texts, to: Texts, texts: Texts): Texts {
  const merged = { ...to };
  for (const key of Object.keys(texts) as TemplateSlotKey[]) if (texts[key] !== from[key]) merged[key] = texts[key];
  return merged;
}

/**
 * The texts the designer opens with: the host's saved texts over the saved template's defaults, carried to `first`
 * when another design was picked (on /templates), so reopening never shows, nor saves, the defaults over the host's words.
 */
function openingTexts(event: InviteEvent, saved: TemplatePublic, first: TemplatePublic): Texts {
  const savedDefaults = defaultsOf(saved, event.language);
  const texts = { ...savedDefaults };
  for (const slot of saved.slots) {
    const text = event.texts?.[slot.key];
    if (typeof text === 'string') texts[slot.key] = text;
  }
  return first.id === saved.id ? texts : carryTexts(savedDefaults, defaultsOf(first, event.language), texts);
}

/** The design step once the event and the catalogue are loaded. */
function Designer({
  event,
  templates,
  initialTemplateId,
}: {
  event: InviteEvent;
  templates: TemplatePublic[];
  initialTemplateId?: string;
}) {
  // the template the event is drawn with now (as the server's templateOfEvent), whose defaults the saved texts change
  const drawn = templates.find((t) => t.id === event.templateId) ?? templates.find((t) => t.category === event.occasion) ?? templates[0]!;
  const first = templates.find((t) => t.id === initialTemplateId) ?? drawn;
  const [template, setTemplate] = useState(first);
  const [language, setLanguage] = useState<InviteLanguage>(event.language);
  const [texts, setTexts] = useState<Texts>(() => openingTexts(event, drawn, first));
  const [showAll, setShowAll] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useInviteUpdateMutation();
  const t = useT('templates');
  const locale = useLocale();

  const choices = useMemo(() => {
    const own = templates.filter((t) => t.category === event.occasion);
    return showAll || own.length === 0 ? templates : own;
  }, [templates, event.occasion, showAll]);

  // a text the host has not changed follows the template and the language
  const pick = (next: TemplatePublic, nextLanguage: InviteLanguage) => {
    const oldDefaults = defaultsOf(template, language);
    const newDefaults = defaultsOf(next, nextLanguage);
    setTexts((current) => carryTexts(oldDefaults, newDefaults, current));
    setTemplate(next);
    setLanguage(nextLanguage);
    setSaved(false);
  };

  const filled = Object.fromEntries(template.slots.map((slot) => [slot.key, fillSlot(texts[slot.key], event, language)])) as Texts;
  const tooLong = template.slots.some((slot) => charCount(filled[slot.key]) > slot.maxChars);

  const save = async () => {
    setFailure(null);
    const body = { ...eventBody(eventFormOf(event), template.id), language, texts: changedTexts(template, language, texts) };
    const answer = await update({ id: event._id, body });
    if (answer.data) return setSaved(true);
    const fields = fieldErrorsOf(answer.error);
    if (fields) setFailure(locale === 'en' ? Object.values(fields).join(' ') : t('designer.fieldInvalid'));
    else setFailure(localFailureText(locale, answer.error, t('designer.failed'), t('network')));
  };

  return (
    <div className={styles.wide}>
      <h2 className={styles.sectionTitle}>{t('designer.title', { title: event.title })}</h2>
      <div className={styles.designer}>
        <DesignPreview event={event} design={template.design} texts={filled} language={language} />
        <div>
          <div className={styles.tabs} role="group" aria-label={t('designer.language')}>
            {(['en', 'hi'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.choice}
                aria-pressed={language === value}
                onClick={() => pick(template, value)}
              >
                {value === 'en' ? t('english') : t('hindiLong')}
              </button>
            ))}
          </div>
          <h2 className={styles.sectionTitle}>{t('designer.choose')}</h2>
          <OwnPhoto eventId={event._id} customImage={event.customImage} />
          <ul className={styles.picker} aria-label={t('designs')}>
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className={styles.pick}
                  aria-pressed={choice.id === template.id}
                  onClick={() => pick(choice, language)}
                >
                  <TemplateThumb
                    previewUrl={choice.previewUrl}
                    design={choice.design}
                    texts={{ heading: choice.sampleTitle[language] }}
                    language={language}
                    name={locale === 'en' ? choice.name[language] : choice.name.hi}
                  />
                  {locale === 'en' ? choice.name[language] : choice.name.hi}
                </button>
              </li>
            ))}
          </ul>
          {!showAll && (
            <button type="button" className={`${ui.button} ${ui.text} ${ui.small}`} onClick={() => setShowAll(true)}>
              {t('designer.seeAll')}
            </button>
          )}
          <h2 className={styles.sectionTitle}>{t('designer.texts')}</h2>
          <SlotFields
            slots={template.slots}
            texts={texts}
            onChange={(key, text) => {
              setTexts((current) => ({ ...current, [key]: text }));
              setSaved(false);
            }}
            event={event}
            language={language}
          />
          <div className={styles.row}>
            <button
              type="button"
              className={`${ui.button} ${ui.contained} ${ui.large}`}
              disabled={isLoading || tooLong}
              onClick={() => void save()}
            >
              {isLoading ? t('designer.saving') : t('designer.save')}
            </button>
            <a className={`${ui.button} ${ui.outlined}`} href={localizedPath(inviteHostPath(event._id), locale)}>
              {t('designer.eventPage')}
            </a>
          </div>
          {failure && (
            <p className={form.error} role="alert">
              {failure}
            </p>
          )}
          {saved && (
            <>
              <p className={styles.success} role="status">
                {t('designer.saved')}
              </p>
              <SharePanel title={event.title} sharePath={event.shareUrl} imageUrl={event.imageUrl.share} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * /wonderland/create-invite-template?eventId=: pick a template (the event's occasion first),
 * edit its texts with counters and a live preview, English or Hindi, or put the texts over the host's own photo
 * (previewed as the server renders it), save, then share. Hosts only. Lazy, inside a
 * StoreIsland.
 */
export default function InviteDesigner({ eventId, templateId }: { eventId: string; templateId?: string }) {
  const details = useInviteDetailsQuery(eventId);
  const catalogue = useTemplatesQuery('en');
  const t = useT('templates');
  const locale = useLocale();
  if (!details.data) return <QueryFallback query={details} loading={t('designer.loading')} failure={t('designer.loadFailed')} />;
  if (details.data.role !== 'owner' && details.data.role !== 'cohost') {
    return (
      <div className={styles.page}>
        <p>{t('designer.onlyHosts')}</p>
        <a href={localizedPath(ROUTES.wonderland, locale)}>{t('designer.myInvites')}</a>
      </div>
    );
  }
  if (!catalogue.data || catalogue.data.templates.length === 0) {
    return <QueryFallback query={catalogue} loading={t('designer.loadingDesigns')} failure={t('designer.designsFailed')} />;
  }
  return <Designer event={details.data} templates={catalogue.data.templates} initialTemplateId={templateId} />;
}
