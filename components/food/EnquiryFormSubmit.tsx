import { useEffect, useRef } from 'react';
import type { LeadCreateBody } from '../../lib/contracts/leads';
import { mobileNumberInput } from '../../lib/validation';
import { failedWith, failureText, isApiFailure } from '../../services/errors';
import { useLeadCreateMutation } from '../../store/leadsApi';

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
  // one request per mounted submission, also when development mode runs effects twice
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send({ ...body, phone: mobileNumberInput(body.phone) }).then((answer) => {
      if (answer.data) {
        onDone({ kind: 'sent', message: answer.data.message, reference: answer.data.reference });
      } else if (failedWith(answer.error, 400) && isApiFailure(answer.error)) {
        const errors = Object.fromEntries(answer.error.errors.map((e) => [e.path, e.message]));
        onDone({ kind: 'invalid', message: 'Please correct the highlighted fields.', errors });
      } else {
        onDone({
          kind: 'failed',
          message: failureText(answer.error, 'Could not send your enquiry. Please try again, or message us on WhatsApp.'),
        });
      }
    });
  }, [body, onDone, send]);
  return null;
}
