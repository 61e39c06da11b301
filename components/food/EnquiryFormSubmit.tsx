import { useEffect, useRef } from 'react';
import type { LeadCreateBody } from '../../lib/contracts/leads';
import { mobileNumberInput } from '../../lib/validation';
import { failedWith, failureText, isApiFailure } from '../../services/errors';
import { LEAD_CALLBACK_WORKING_HOURS } from '../../lib/contracts/leads';
import { useLeadCreateMutation } from '../../store/leadsApi';
import { useLocale, useT } from '../i18n/I18nProvider';

/** The enquiry's fields, whose server errors a Hindi page shows as its own message. */
const FIELDS = new Set(['name', 'phone', 'eventDate', 'guests', 'budgetPerPlate', 'city', 'note']);

/** How one enquiry went: stored (with its reference), refused with field errors, or failed otherwise. */
export type EnquiryOutcome =
  | { kind: 'sent'; message: string; reference: string }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'failed'; message: string };

/** Props of `EnquiryFormSubmit`: the enquiry to send and who hears how it went. */
export interface EnquiryFormSubmitProps {
  body: LeadCreateBody;
  onDone: (outcome: EnquiryOutcome) => void;
}

/**
 * Sends one enquiry through the data layer (POST /api/leads) when it mounts, then reports the outcome;
 * renders nothing. Lazy, inside a StoreIsland: the store's code loads with the first enquiry, never with
 * the page. The phone as typed ("+91 98765 43210") is sent as its 10 digits.
 */
export default function EnquiryFormSubmit({ body, onDone }: EnquiryFormSubmitProps) {
  const [send] = useLeadCreateMutation();
  const t = useT('foodLanding');
  // the server answers in English: a Hindi page says the same in its own words, field by field
  const hindi = useLocale() === 'hi';
  // one request per mounted submission, also when development mode runs effects twice
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send({ ...body, phone: mobileNumberInput(body.phone) }).then((answer) => {
      if (answer.data) {
        const message = hindi ? t('form.sent', { hours: LEAD_CALLBACK_WORKING_HOURS }) : answer.data.message;
        onDone({ kind: 'sent', message, reference: answer.data.reference });
      } else if (failedWith(answer.error, 400) && isApiFailure(answer.error)) {
        const errors = Object.fromEntries(
          answer.error.errors.map((e) => [e.path, hindi ? t(FIELDS.has(e.path) ? `form.error.${e.path}` : 'form.error.other') : e.message]),
        );
        onDone({ kind: 'invalid', message: t('form.invalid'), errors });
      } else {
        onDone({ kind: 'failed', message: hindi ? t('form.failed') : failureText(answer.error, t('form.failed')) });
      }
    });
  }, [body, hindi, onDone, send, t]);
  return null;
}
