import { useEffect, useRef } from 'react';
import type { MyRsvp } from '../../lib/contracts/events';
import { failedWith, isApiFailure } from '../../services/errors';
import { localFailureText } from '../chat/failureText';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useInviteRsvpMutation, type RsvpBody } from '../../store/eventsApi';

/** How one answer went: saved (waitlisted or not), refused with field errors, closed (409), cancelled (410), or failed. */
export type RsvpOutcome =
  | { kind: 'saved'; guest: MyRsvp; waitlisted: boolean }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'closed' }
  | { kind: 'cancelled' }
  | { kind: 'login' }
  | { kind: 'failed'; message: string };

/**
 * Sends one answer (PUT /api/customer/event/event-guest) when it mounts and reports the outcome; renders nothing.
 * Lazy, inside a StoreIsland: the store's code loads with the first answer, never with the share page.
 */
export default function RsvpSubmit({ body, onDone }: { body: RsvpBody; onDone: (outcome: RsvpOutcome) => void }) {
  const t = useT('invite');
  const locale = useLocale();
  const [send] = useInviteRsvpMutation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send(body).then((answer) => {
      if (answer.data) return onDone({ kind: 'saved', guest: answer.data.guest, waitlisted: answer.data.waitlisted });
      const error = answer.error;
      if (failedWith(error, 400) && isApiFailure(error) && error.errors.length > 0) {
        return onDone({ kind: 'invalid', errors: Object.fromEntries(error.errors.map((e) => [e.path, e.message])) });
      }
      if (failedWith(error, 409)) return onDone({ kind: 'closed' });
      if (failedWith(error, 410)) return onDone({ kind: 'cancelled' });
      if (failedWith(error, 401)) return onDone({ kind: 'login' });
      onDone({ kind: 'failed', message: localFailureText(locale, error, t('submit.failed'), t('network')) });
    });
  }, [body, locale, onDone, send, t]);
  return null;
}
