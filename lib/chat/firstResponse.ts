/**
 * First-response time of support ("the first-response time per conversation (target 15
 * minutes within hours)"). Pure arithmetic over a room's messages; no I/O.
 *
 * A support room is one long conversation per customer, so it is cut into waits: a wait opens at a customer's
 * message when none is open (their oldest unanswered message) and closes at the next message of a staff member
 * (automatic replies and context lines are not answers). The wait's length is its first-response time.
 * The Today figures count only waits opened within support hours (09:00-21:00 IST) on the day.
 */
import { differenceInSeconds } from 'date-fns';
import { istDate } from '../dates';
import { supportOpen } from './rules';

/** The first-response target: 15 minutes. */
export const FIRST_RESPONSE_TARGET_SECONDS = 15 * 60;

/** Who wrote a message, as first-response counts it: the customer, a staff member, or anything else (system). */
export type ResponseParty = 'customer' | 'staff' | 'other';

/** One message for the arithmetic: when and by whom. */
export interface ResponseMessage {
  at: Date;
  from: ResponseParty;
}

/** One wait: the customer's first unanswered message and the first staff answer after it (null: still waiting). */
export interface ResponseWait {
  askedAt: Date;
  answeredAt: Date | null;
}

/** The waits of a conversation, in order (`messages` in any order; sorted by time here). */
export function responseWaits(messages: readonly ResponseMessage[]): ResponseWait[] {
  const sorted = [...messages].sort((a, b) => a.at.getTime() - b.at.getTime());
  const waits: ResponseWait[] = [];
  let open: ResponseWait | null = null;
  for (const message of sorted) {
    if (message.from === 'customer' && !open) {
      open = { askedAt: message.at, answeredAt: null };
      waits.push(open);
    } else if (message.from === 'staff' && open) {
      open.answeredAt = message.at;
      open = null;
    }
  }
  return waits;
}

/** Since when the customer has waited for an answer (their oldest unanswered message), or null when answered. */
export function waitingSince(messages: readonly ResponseMessage[]): Date | null {
  const last = responseWaits(messages).at(-1);
  return last && !last.answeredAt ? last.askedAt : null;
}

/** A wait's first-response time in whole seconds, or null while unanswered. */
export function firstResponseSeconds(wait: ResponseWait): number | null {
  return wait.answeredAt ? differenceInSeconds(wait.answeredAt, wait.askedAt) : null;
}

/** The middle value of `values` (mean of the two middle ones for an even count), or null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The Today page's first-response figures of one IST day. */
export interface FirstResponseFigures {
  /** Waits opened within support hours on the day. */
  counted: number;
  /** Of those, answered. */
  answered: number;
  /** Median first-response time of the answered ones, whole seconds; null when none is answered. */
  medianSeconds: number | null;
  /**
   * Share (0-1) answered within 15 minutes, of the waits already decided: answered, or waiting longer than 15
   * minutes at `now` (a miss already). Null when none is decided yet.
   */
  withinTargetShare: number | null;
}

/**
 * The first-response figures of `day` (yyyy-mm-dd, IST) over `waits` of every conversation, at `now`: only waits
 * whose customer message was sent within support hours (09:00-21:00 IST) on that day count.
 */
export function firstResponseFigures(waits: readonly ResponseWait[], day: string, now: Date): FirstResponseFigures {
  const counted = waits.filter((w) => istDate(w.askedAt) === day && supportOpen(w.askedAt));
  const times = counted.map(firstResponseSeconds).filter((s): s is number => s !== null);
  const late = counted.filter((w) => !w.answeredAt && differenceInSeconds(now, w.askedAt) > FIRST_RESPONSE_TARGET_SECONDS).length;
  const decided = times.length + late;
  const med = median(times);
  return {
    counted: counted.length,
    answered: times.length,
    medianSeconds: med === null ? null : Math.round(med),
    withinTargetShare: decided === 0 ? null : times.filter((s) => s <= FIRST_RESPONSE_TARGET_SECONDS).length / decided,
  };
}

/** "4 min" / "1 h 5 min" / "45 s" of a duration in seconds, for the console. */
export function durationLabel(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
