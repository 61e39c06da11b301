import { useCallback, useMemo } from 'react';
import { ORDER_TYPE_LABEL } from '../../lib/constants';
import { isHindiText } from '../../lib/i18n/hindiText';
import type { PartnerJobView } from '../../lib/contracts/partner';
import { slotIdLabel } from '../../lib/slotLabel';
import { failureMessage, isFailure, type ConsoleOutcome } from '../../store/console/api';
import { useLocale, useT } from '../i18n/I18nProvider';

/** The order type whose English name (ORDER_TYPE_LABEL) is `name`, or undefined for a name we do not know. */
const typeOfName = (name: string): string | undefined => Object.entries(ORDER_TYPE_LABEL).find(([, label]) => label === name)?.[0];

/**
 * A job's server-written words in the page's language (`partner` messages): English pages show the server's own
 * words unchanged; Hindi pages read the service by its order type, the status by its code and the slot by its
 * hours. `serviceName` takes a bare English service name (earnings carry no order type); an unknown one stays as sent.
 */
export function useJobText() {
  const locale = useLocale();
  const t = useT('partner');
  return useMemo(() => {
    const english = locale === 'en';
    const serviceName = (name: string) => {
      const type = english ? undefined : typeOfName(name);
      return type ? t(`type.${type}`) : name;
    };
    return {
      service: (job: Pick<PartnerJobView, 'service' | 'orderType'>) =>
        english || !(job.orderType in ORDER_TYPE_LABEL) ? job.service : t(`type.${job.orderType}`),
      serviceName,
      /** A new offer reads "New — accept or decline" (as the server labels it), any other job its status. */
      status: (job: Pick<PartnerJobView, 'statusLabel' | 'status' | 'canAccept'>) =>
        english ? job.statusLabel : job.canAccept ? t('status.new') : t(`status.${job.status}`),
      slot: (job: Pick<PartnerJobView, 'slot'>) => slotIdLabel(job.slot.id, job.slot.label, locale),
    };
  }, [locale, t]);
}

/** A refusal's text in the page's language: one for every refusal, or one per HTTP status (the rest: the generic one). */
export type FailedText = string | Partial<Record<number | 'CONTRACT', string>>;

/**
 * The text of an action's answer in the page's language: on an English page exactly the server's message; on a
 * Hindi one `okText` for a success (the API answers in English), and for a failure the connection message, the
 * "too many attempts" message (429), a server text only when written in Hindi, else `failedText` (the generic
 * failure when none is given or none for its status).
 */
export function usePartnerAnswer(): (answer: ConsoleOutcome<unknown>, okText: string, failedText?: FailedText) => string {
  const english = useLocale() === 'en';
  const t = useT('partner');
  return useCallback(
    (answer: ConsoleOutcome<unknown>, okText: string, failedText?: FailedText) => {
      if (english) return answer.message;
      if (answer.ok) return okText;
      if (answer.status === 0) return t('answer.offline');
      if (answer.status === 429) return t('answer.tooMany');
      if (isHindiText(answer.message)) return answer.message;
      const own = typeof failedText === 'string' ? failedText : failedText?.[answer.status];
      return own ?? t('answer.failed');
    },
    [english, t],
  );
}

/**
 * The message of a failed read (a query's `error`) in the page's language: the server's (or the offline message)
 * on an English page, exactly as `failureMessage`; on a Hindi one `fallback` unless the server wrote it in Hindi.
 */
export function usePartnerFailure(): (error: unknown, fallback: string) => string {
  const english = useLocale() === 'en';
  const t = useT('partner');
  return useCallback(
    (error: unknown, fallback: string) => {
      const message = failureMessage(error);
      if (english || isHindiText(message)) return message;
      // no answer at all (status 0): the connection, said as the partner app's actions say it
      return isFailure(error) && error.status === 0 ? t('answer.offline') : fallback;
    },
    [english, t],
  );
}
