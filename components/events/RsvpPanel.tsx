import { lazy, useCallback, useRef, useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import { inviteDesignPath, inviteHostPath } from '../../lib/routes';
import StoreIsland from '../../store/StoreIsland';
import type { RsvpBody } from '../../store/eventsApi';
import { useSessionUi } from '../auth/SessionUi';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import form from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { localizedPath } from '../../lib/i18n/urls';
import { useLocale, useT } from '../i18n/I18nProvider';
import { rsvpKey } from './inviteText';
import styles from './events.module.css';
import RsvpForm from './RsvpForm';
import { EMPTY_RSVP, rsvpErrors, rsvpValuesOf, type RsvpFormValues } from './rsvpForm';
import type { RsvpOutcome } from './RsvpSubmit';
import { useRevealNotice } from './useRevealNotice';

const InviteViewLoader = lazy(() => import('./InviteViewLoader'));
const RsvpSubmit = lazy(() => import('./RsvpSubmit'));
const GuestNames = lazy(() => import('./GuestNames'));
const EventWall = lazy(() => import('./EventWall'));

/**
 * The guest's part of the share page: the RSVP form, sent after the phone OTP login when
 * logged out (the login popup; the answer goes on by itself after it), the saved answer (waitlisted or not), which
 * can be changed until the deadline, "RSVPs are closed" after it, nothing to answer on a cancelled event; the counts
 * and the guest list when the host shows them; the event wall for members. Hosts get links to their event page.
 */
export default function RsvpPanel({ initialEvent }: { initialEvent: InviteEvent }) {
  const t = useT('invite');
  const locale = useLocale();
  const isLoggedIn = useIsLoggedIn();
  const { openLogin } = useSessionUi();
  const [event, setEvent] = useState(initialEvent);
  const [values, setValues] = useState<RsvpFormValues>(EMPTY_RSVP);
  // whether the guest has typed since the last saved answer (a read of the event then leaves the form alone)
  const touched = useRef(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<RsvpBody | null>(null);
  // the server refused an answer as closed (409) or cancelled (410): a read of the event that left before it may not reopen the form
  const [refused, setRefused] = useState<'closed' | 'cancelled' | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'banner'; text: string } | null>(null);
  const noticeRef = useRevealNotice<HTMLParagraphElement>(notice);

  const onLoaded = useCallback((loaded: InviteEvent) => {
    setEvent(loaded);
    if (loaded.myRsvp && !touched.current) setValues(rsvpValuesOf(loaded.myRsvp));
  }, []);

  const change = (next: RsvpFormValues) => {
    touched.current = true;
    setValues(next);
  };

  const submit = () => {
    const found = rsvpErrors(values, event.rsvp.plusOnesAllowed, t);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0 || !values.rsvpStatus) return;
    const body: RsvpBody = {
      eventId: event._id,
      name: values.name.trim(),
      rsvpStatus: values.rsvpStatus,
      plusOnes: values.rsvpStatus === 'declined' ? 0 : values.plusOnes,
      note: values.note.trim() === '' ? null : values.note.trim(),
      whatsappOptIn: values.whatsappOptIn,
      luckyDrawOptOut: values.rsvpStatus === 'going' ? values.luckyDrawOptOut : false,
    };
    // spec 4: the existing OTP login; the answer is sent by itself once the guest has logged in
    if (!isLoggedIn) return openLogin(() => setPending(body));
    setPending(body);
  };

  const onDone = useCallback(
    (outcome: RsvpOutcome) => {
      setPending(null);
      if (outcome.kind === 'saved') {
        setEvent((current) => ({ ...current, role: current.role === 'visitor' ? 'guest' : current.role, myRsvp: outcome.guest }));
        touched.current = false;
        setNotice({ kind: outcome.waitlisted ? 'banner' : 'success', text: outcome.waitlisted ? t('waitlisted') : t('saved') });
        // the API's field messages are English: a Hindi page says which field to check in its own words
      } else if (outcome.kind === 'invalid')
        setErrors(
          locale === 'en' ? outcome.errors : Object.fromEntries(Object.keys(outcome.errors).map((path) => [path, t('fieldInvalid')])),
        );
      else if (outcome.kind === 'closed' || outcome.kind === 'cancelled') setRefused(outcome.kind);
      else if (outcome.kind === 'login') setNotice({ kind: 'banner', text: t('panel.loginAgain') });
      else setNotice({ kind: 'banner', text: outcome.message });
    },
    [locale, t],
  );

  const cancelled = event.status === 'cancelled' || refused === 'cancelled';
  const open = event.rsvpOpen && refused === null;
  const isHost = event.role === 'owner' || event.role === 'cohost';
  const mine = event.myRsvp;
  // as the wall API decides (server/events/wall.ts): hosts, and guests with a place who answered Going, or Maybe
  const member = isHost || (mine !== null && mine.rsvpStatus !== 'declined' && !mine.waitlisted);

  return (
    <>
      {isLoggedIn && (
        <StoreIsland>
          <InviteViewLoader eventId={event._id} onLoaded={onLoaded} />
          {pending && <RsvpSubmit body={pending} onDone={onDone} />}
        </StoreIsland>
      )}
      {event.counts && (
        <p className={styles.muted} data-testid="invite-counts">
          {t('panel.counts', { going: event.counts.going, maybe: event.counts.maybe })}
          {event.counts.waitlist > 0 ? t('panel.waitlist', { count: event.counts.waitlist }) : ''} {t('peopleIncluded')}
        </p>
      )}
      {isHost ? (
        <section className={styles.section}>
          <p>{t('hosting')}</p>
          <div className={styles.row}>
            <a className={`${ui.button} ${ui.contained}`} href={localizedPath(inviteHostPath(event._id), locale)}>
              {t('panel.manage')}
            </a>
            <a className={`${ui.button} ${ui.outlined}`} href={localizedPath(inviteDesignPath(event._id), locale)}>
              {t('panel.editDesign')}
            </a>
          </div>
        </section>
      ) : cancelled ? (
        refused === 'cancelled' && <p className={styles.banner}>{t('cancelled')}</p>
      ) : (
        <section className={styles.section} aria-labelledby="rsvp-title">
          <h2 id="rsvp-title" className={styles.sectionTitle}>
            {t('rsvpTitle')}
          </h2>
          {mine && (
            <p data-testid="my-answer">
              {t.rich('panel.yourAnswer', {
                answer: t(rsvpKey(mine.rsvpStatus, mine.waitlisted)),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
              {mine.plusOnes > 0 ? ` (+${mine.plusOnes})` : ''}
            </p>
          )}
          {mine?.waitlisted && !notice && <p className={styles.banner}>{t('waitlisted')}</p>}
          {notice && (
            <p ref={noticeRef} tabIndex={-1} className={notice.kind === 'success' ? styles.success : styles.banner} role="status">
              {notice.text}
            </p>
          )}
          {!open ? (
            <p className={styles.banner} role="status">
              {t('closed')}
            </p>
          ) : (
            <>
              <RsvpForm
                values={values}
                onChange={change}
                onSubmit={submit}
                plusOnesAllowed={event.rsvp.plusOnesAllowed}
                errors={errors}
                busy={pending !== null}
                submitLabel={mine ? t('panel.update') : t('panel.send')}
              />
              {!isLoggedIn && <p className={form.hint}>{t('loginToRsvp')}</p>}
            </>
          )}
        </section>
      )}
      {isLoggedIn && event.rsvp.showGuestList && (isHost || mine) && (
        <StoreIsland>
          <GuestNames eventId={event._id} />
        </StoreIsland>
      )}
      {isLoggedIn && member && (
        <StoreIsland>
          <EventWall eventId={event._id} isHost={isHost} />
        </StoreIsland>
      )}
    </>
  );
}
