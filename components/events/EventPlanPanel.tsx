import { useEffect, useState } from 'react';
import type { InviteEvent } from '../../lib/contracts/events';
import type { EventPlanView } from '../../lib/contracts/events/plan';
import { formatTime } from '../../lib/format';
import { foodDishesPath, FOOD_CATEGORY, ROUTES } from '../../lib/routes';
import { failureText } from '../../services/errors';
import type { DraftFlow } from '../../store/drafts';
import { startEventBooking } from './startEventBooking';
import { useEventAttachOrderMutation, useEventPlanQuery } from '../../store/eventPlanApi';
import form from '../common/bookingForm.module.css';
import QueryFallback from '../common/QueryFallback';
import ui from '../common/ui.module.css';
import { useClientNow } from '../common/useClientNow';
import styles from './events.module.css';

/** On the day the plan follows the partner app; it is read again every minute while the page is open. */
export const PLAN_REFRESH_MS = 60_000;

/** The booking buttons: what they say, the flow whose draft they seed, and the flow's first page. */
const BOOKINGS: readonly { label: string; flow: DraftFlow; path: string }[] = [
  { label: 'Book decoration for this event', flow: 'decoration', path: ROUTES.decoration },
  { label: 'Book a chef for this event', flow: 'chef', path: ROUTES.chef },
  { label: 'Book food delivery for this event', flow: 'foodDelivery', path: foodDishesPath(FOOD_CATEGORY.delivery) },
  { label: 'Book a live buffet for this event', flow: 'buffet', path: foodDishesPath(FOOD_CATEGORY.buffet) },
  { label: 'Book photography for this event', flow: 'photography', path: ROUTES.photography },
];

/** "2:00 PM - 5:00 PM", or one time for an instant. */
function timeText(entry: EventPlanView['timeline'][number]): string {
  return entry.startsAt === entry.endsAt ? formatTime(entry.startsAt) : `${formatTime(entry.startsAt)} - ${formatTime(entry.endsAt)}`;
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
  const plan = useEventPlanQuery({ eventId: event._id });
  const [attachOrder, attaching] = useEventAttachOrderMutation();
  const [message, setMessage] = useState<string | null>(null);
  const now = useClientNow();
  // services are booked for an event that is on and still ahead
  const bookable = event.status === 'active' && (!now || new Date(event.startsAt).getTime() > now.getTime());
  useRefreshWhileOpen(plan.refetch);

  const onAttach = async (orderId: string) => {
    const answer = await attachOrder({ eventId: event._id, orderId });
    setMessage(
      answer.error ? failureText(answer.error, 'Could not add the order. Please try again.') : 'The order is now part of this event.',
    );
  };

  return (
    <section className={styles.section} aria-labelledby="event-plan">
      <h2 id="event-plan" className={styles.sectionTitle}>
        Plan
      </h2>
      {!plan.data ? (
        <QueryFallback query={plan} loading="Loading the plan…" failure="Could not load the plan. Please try again." />
      ) : (
        <>
          <p>
            Your invite says <strong>{plan.data.headcount}</strong> {plan.data.headcount === 1 ? 'guest' : 'guests'} (Going with their +1s
            and half of Maybe).
          </p>
          <ol className={styles.planTimeline} aria-label="Day timeline">
            {plan.data.timeline.map((entry) => (
              <li key={entry.orderId ?? 'party'}>
                <strong>{timeText(entry)}</strong> {entry.title}
                {entry.statusLabel && <span className={styles.muted}> · {entry.statusLabel}</span>}
              </li>
            ))}
          </ol>
          {plan.data.conflicts.length > 0 && (
            <ul className={styles.planConflicts} aria-label="Conflicts">
              {plan.data.conflicts.map((conflict) => (
                <li key={`${conflict.rule}:${conflict.orderIds.join(',')}`} className={form.error}>
                  {conflict.message}
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
                  href={booking.path}
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
                  {booking.label}
                </a>
              ))}
            </div>
          )}
          {bookable && plan.data.attachable.length > 0 && (
            <>
              <h3 className={styles.sectionTitle}>Attach an order</h3>
              <ul aria-label="Your orders on this date">
                {plan.data.attachable.map((order) => (
                  <li key={order.orderId}>
                    {order.service} · {order.slotLabel} · {order.statusLabel} ({order.orderNumber}){' '}
                    <button
                      type="button"
                      className={`${ui.button} ${ui.outlined} ${ui.small}`}
                      disabled={attaching.isLoading}
                      onClick={() => void onAttach(order.orderId)}
                    >
                      Attach
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
