import { useEffect, useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import type { EventPlanView } from '../../lib/contracts/events/plan';
import { formatTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/urls';
import { foodDishesPath, FOOD_CATEGORY, ROUTES } from '../../lib/routes';
import type { DraftFlow } from '../../store/drafts';
import { startEventBooking } from './startEventBooking';
import { useEventAttachOrderMutation, useEventPlanQuery } from '../../store/eventPlanApi';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import styles from './events.module.css';

/** On the day the plan follows the partner app; it is read again every minute while the page is open. */
export const PLAN_REFRESH_MS = 60_000;

/** The booking buttons: what they say (an `eventHost` message key), the flow whose draft they seed, and the flow's first page. */
const BOOKINGS: readonly { label: string; flow: DraftFlow; path: string }[] = [
  { label: 'plan.bookDecoration', flow: 'decoration', path: ROUTES.decoration },
  { label: 'plan.bookChef', flow: 'chef', path: ROUTES.chef },
  { label: 'plan.bookFood', flow: 'foodDelivery', path: foodDishesPath(FOOD_CATEGORY.delivery) },
  { label: 'plan.bookBuffet', flow: 'buffet', path: foodDishesPath(FOOD_CATEGORY.buffet) },
  { label: 'plan.bookPhotography', flow: 'photography', path: ROUTES.photography },
];

/** "2:00 PM - 5:00 PM", or one time for an instant. */
function timeText(entry: EventPlanView['timeline'][number], locale: Locale): string {
  const time = (value: string) => formatTime(value, locale);
  return entry.startsAt === entry.endsAt ? time(entry.startsAt) : `${time(entry.startsAt)} - ${time(entry.endsAt)}`;
}

/**
 * Reads the plan again when the tab comes back into view and every minute while it is visible (the
 * timeline follows the partner app on the day; no real-time channel needed).
 */
function useRefreshWhileOpen(refetch: () => unknown): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const timer = window.setInterval(onVisible, PLAN_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [refetch]);
}

/**
 * The "Plan" section of the host's event page: the day timeline with each booking's status, the
 * conflicts with their reasons, the live headcount, buttons that book each service for the event (date, venue and
 * headcount carried into the booking), and the host's orders of the same date to attach. Loaded lazily.
 */
export default function EventPlanPanel({ event }: { event: InviteEvent }) {
  const t = useT('eventHost');
  const locale = useLocale();
  // the plan's texts come from the API in English: another language names them by their codes
  const english = locale === 'en';
  const plan = useEventPlanQuery({ eventId: event._id });
  const [attachOrder, attaching] = useEventAttachOrderMutation();
  const [message, setMessage] = useState<string | null>(null);
  const now = useClientNow();
  // services are booked for an event that is on and still ahead
  const bookable = event.status === 'active' && (!now || new Date(event.startsAt).getTime() > now.getTime());
  useRefreshWhileOpen(plan.refetch);

  const onAttach = async (orderId: string) => {
    const answer = await attachOrder({ eventId: event._id, orderId });
    setMessage(answer.error ? localFailureText(locale, answer.error, t('plan.attachFailed'), t('network')) : t('plan.attached'));
  };

  return (
    <section className={styles.section} aria-labelledby="event-plan">
      <h2 id="event-plan" className={styles.sectionTitle}>
        {t('plan.heading')}
      </h2>
      {!plan.data ? (
        <QueryFallback query={plan} loading={t('loadingPlan')} failure={t('plan.failed')} />
      ) : (
        <>
          <p>{t.rich('plan.headcount', { count: plan.data.headcount, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <ol className={styles.planTimeline} aria-label={t('plan.timeline')}>
            {plan.data.timeline.map((entry) => (
              <li key={entry.orderId ?? 'party'}>
                <strong>{timeText(entry, locale)}</strong> {english ? entry.title : t(`plan.title.${entry.service}`)}
                {entry.statusLabel && (
                  <span className={styles.muted}> · {english || !entry.status ? entry.statusLabel : t(`plan.status.${entry.status}`)}</span>
                )}
              </li>
            ))}
          </ol>
          {plan.data.conflicts.length > 0 && (
            <ul className={styles.planConflicts} aria-label={t('plan.conflicts')}>
              {plan.data.conflicts.map((conflict) => (
                <li key={`${conflict.rule}:${conflict.orderIds.join(',')}`} className={form.error}>
                  {english ? conflict.message : t(`plan.rule.${conflict.rule}`)}
                </li>
              ))}
            </ul>
          )}
          {bookable && (
            <div className={styles.row}>
              {BOOKINGS.map((booking) => (
                <a
                  key={booking.flow}
                  className={`${ui.button} ${ui.outlined} ${ui.small}`}
                  href={localizedPath(booking.path, locale)}
                  onClick={() =>
                    startEventBooking(booking.flow, {
                      eventId: event._id,
                      title: event.title,
                      date: event.date,
                      venue: event.venue,
                      guests: plan.data?.headcount ?? 0,
                    })
                  }
                >
                  {t(booking.label)}
                </a>
              ))}
            </div>
          )}
          {bookable && plan.data.attachable.length > 0 && (
            <>
              <h3 className={styles.sectionTitle}>{t('plan.attachHeading')}</h3>
              <ul aria-label={t('plan.orders')}>
                {plan.data.attachable.map((order) => (
                  <li key={order.orderId}>
                    {order.service} · {order.slotLabel} · {order.statusLabel} ({order.orderNumber}){' '}
                    <button
                      type="button"
                      className={`${ui.button} ${ui.outlined} ${ui.small}`}
                      disabled={attaching.isLoading}
                      onClick={() => void onAttach(order.orderId)}
                    >
                      {t('plan.attach')}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          {message && <p role="status">{message}</p>}
        </>
      )}
    </section>
  );
}
