import { useEffect, useState } from 'react';
import type { PlanConflictView } from '../../lib/contracts/events/plan';
import { failureText } from '../../services/errors';
import { clearEventBooking, type EventBooking } from '../../store/drafts';
import type { PlanProposalQuery } from '../../store/eventPlanApi';
import { useStoreHost } from '../../store/StoreHost';
import stepStyles from '../common/bookingForm.module.css';
import ui from '../common/ui.module.css';
import { useLocale, useT } from '../i18n/I18nProvider';

/** The id the plan gives the checkout's own booking (lib/events/plan PROPOSED_ORDER_ID; not imported: page weight). */
const PROPOSED = 'proposed';

type CheckState = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'done'; conflicts: PlanConflictView[] };
/** An answer with the request it answers (a newer request shows as loading until its own answer). */
type Answer = { key: string; state: CheckState };

/**
 * A checkout's check against its event's plan before payment: asks the server for the event's plan
 * with this booking proposed (the server stays the source of truth) and shows each conflict that involves it, with
 * its reason; "Book without the event" forgets the event (the order is then booked on its own). Loaded lazily, only
 * for a booking made from an event page; the store's code loads with it. Texts: the `checkout` domain (a Hindi page
 * words the server's reasons itself).
 */
export default function EventPlanCheck({ booking, proposal }: { booking: EventBooking; proposal: PlanProposalQuery }) {
  const t = useT('checkout');
  const locale = useLocale();
  const host = useStoreHost();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { eventId } = booking;
  const { proposedType, proposedSlot, proposedDishes, proposedHours } = proposal;
  const key = [eventId, proposedType, proposedSlot, proposedDishes, proposedHours].join('|');
  const state: CheckState = answer?.key === key ? answer.state : { kind: 'loading' };

  useEffect(() => {
    let live = true;
    void Promise.all([host.load(), import('../../store/eventPlanApi')]).then(async ([{ store }, { eventPlanApi }]) => {
      const request = store.dispatch(
        eventPlanApi.endpoints.eventPlan.initiate(
          { eventId, proposal: { proposedType, proposedSlot, proposedDishes, proposedHours } },
          { forceRefetch: true },
        ),
      );
      const result = await request;
      request.unsubscribe();
      if (!live) return;
      if (result.data)
        setAnswer({ key, state: { kind: 'done', conflicts: result.data.conflicts.filter((c) => c.orderIds.includes(PROPOSED)) } });
      else
        setAnswer({
          key,
          state: { kind: 'failed', text: locale === 'en' ? failureText(result.error, t('plan.failed')) : t('plan.failed') },
        });
    });
    return () => {
      live = false;
    };
  }, [host, key, eventId, proposedType, proposedSlot, proposedDishes, proposedHours, locale, t]);

  return (
    <div data-testid="event-plan-check">
      <p>
        {t.rich('plan.forEvent', { title: booking.title, b: (chunks) => <strong>{chunks}</strong> })}{' '}
        <button type="button" className={`${ui.button} ${ui.text} ${ui.small}`} onClick={clearEventBooking}>
          {t('plan.withoutEvent')}
        </button>
      </p>
      {state.kind === 'loading' && <p>{t('plan.checking')}</p>}
      {state.kind === 'failed' && <p>{state.text}</p>}
      {state.kind === 'done' &&
        (state.conflicts.length === 0 ? (
          <p>{t('plan.fits')}</p>
        ) : (
          <ul className={stepStyles.list} role="alert" aria-label={t('plan.conflicts')}>
            {state.conflicts.map((conflict) => (
              <li key={`${conflict.rule}:${conflict.orderIds.join(',')}`} className={stepStyles.error}>
                {locale === 'en' ? conflict.message : t('plan.conflict')}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
