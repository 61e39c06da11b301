/** First-response arithmetic of the support inbox, on literal instants (IST = UTC+5:30). */
import { describe, expect, it } from 'vitest';
import {
  durationLabel,
  firstResponseFigures,
  firstResponseSeconds,
  median,
  responseWaits,
  waitingSince,
  type ResponseMessage,
} from '../../../../lib/chat/firstResponse';

const at = (iso: string) => new Date(iso);
const m = (iso: string, from: ResponseMessage['from']): ResponseMessage => ({ at: at(iso), from });

describe('responseWaits', () => {
  it('opens a wait at the oldest unanswered customer message and closes it at the next staff message', () => {
    const waits = responseWaits([
      m('2026-11-26T05:00:00Z', 'other'), // the context line
      m('2026-11-26T05:01:00Z', 'customer'),
      m('2026-11-26T05:02:00Z', 'customer'),
      m('2026-11-26T05:03:00Z', 'other'), // an automatic reply is not an answer
      m('2026-11-26T05:09:30Z', 'staff'),
      m('2026-11-26T05:10:00Z', 'staff'),
      m('2026-11-26T06:00:00Z', 'customer'),
    ]);
    expect(waits).toEqual([
      { askedAt: at('2026-11-26T05:01:00Z'), answeredAt: at('2026-11-26T05:09:30Z') },
      { askedAt: at('2026-11-26T06:00:00Z'), answeredAt: null },
    ]);
    expect(firstResponseSeconds(waits[0]!)).toBe(510);
    expect(firstResponseSeconds(waits[1]!)).toBeNull();
  });

  it('sorts the messages by time first, and a staff message with nobody waiting opens nothing', () => {
    expect(responseWaits([m('2026-11-26T05:05:00Z', 'staff'), m('2026-11-26T05:00:00Z', 'staff')])).toEqual([]);
    expect(responseWaits([m('2026-11-26T05:05:00Z', 'staff'), m('2026-11-26T05:00:00Z', 'customer')])).toEqual([
      { askedAt: at('2026-11-26T05:00:00Z'), answeredAt: at('2026-11-26T05:05:00Z') },
    ]);
  });

  it('waitingSince is the oldest unanswered customer message, null once answered', () => {
    const asked = [m('2026-11-26T05:01:00Z', 'customer'), m('2026-11-26T05:04:00Z', 'customer')];
    expect(waitingSince(asked)).toEqual(at('2026-11-26T05:01:00Z'));
    expect(waitingSince([...asked, m('2026-11-26T05:06:00Z', 'staff')])).toBeNull();
    expect(waitingSince([])).toBeNull();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([300, 60, 900])).toBe(300);
    expect(median([60, 900, 300, 120])).toBe(210);
  });
});

describe('firstResponseFigures', () => {
  const day = '2026-11-26';
  const now = at('2026-11-26T12:00:00Z'); // 17:30 IST
  const wait = (asked: string, answered: string | null) => ({ askedAt: at(asked), answeredAt: answered ? at(answered) : null });

  it('counts only waits opened within 09:00-21:00 IST on the day: median and the share within 15 minutes', () => {
    const figures = firstResponseFigures(
      [
        wait('2026-11-26T03:30:00Z', '2026-11-26T03:35:00Z'), // 09:00 IST sharp: in hours, 5 min
        wait('2026-11-26T05:00:00Z', '2026-11-26T05:20:00Z'), // 10:30 IST, 20 min: a miss
        wait('2026-11-26T06:00:00Z', '2026-11-26T06:10:00Z'), // 10 min
        wait('2026-11-26T06:30:00Z', '2026-11-26T06:45:00Z'), // exactly 15 min: within
        wait('2026-11-26T03:29:59Z', '2026-11-26T05:00:00Z'), // 08:59:59 IST: before hours, not counted
        wait('2026-11-25T16:00:00Z', '2026-11-26T03:40:00Z'), // 21:30 IST the day before: not counted
        wait('2026-11-25T10:00:00Z', '2026-11-25T10:01:00Z'), // another day
      ],
      day,
      now,
    );
    expect(figures).toEqual({ counted: 4, answered: 4, medianSeconds: 750, withinTargetShare: 0.75 });
  });

  it('counts an unanswered wait past 15 minutes as a miss, and one still under 15 minutes as undecided', () => {
    const figures = firstResponseFigures(
      [
        wait('2026-11-26T11:00:00Z', '2026-11-26T11:04:00Z'), // 4 min
        wait('2026-11-26T11:30:00Z', null), // waiting 30 min at now: a miss
        wait('2026-11-26T11:50:00Z', null), // waiting 10 min: undecided
      ],
      day,
      now,
    );
    expect(figures).toEqual({ counted: 3, answered: 1, medianSeconds: 240, withinTargetShare: 0.5 });
  });

  it('says null, not zero, when there is nothing to measure', () => {
    expect(firstResponseFigures([], day, now)).toEqual({ counted: 0, answered: 0, medianSeconds: null, withinTargetShare: null });
    // 21:00 IST is closed: a message then does not count
    expect(firstResponseFigures([wait('2026-11-26T15:30:00Z', '2026-11-26T15:31:00Z')], day, at('2026-11-26T16:00:00Z')).counted).toBe(0);
  });
});

describe('durationLabel', () => {
  it('reads seconds, minutes, hours and days', () => {
    expect(durationLabel(45)).toBe('45 s');
    expect(durationLabel(750)).toBe('12 min');
    expect(durationLabel(3600)).toBe('1 h');
    expect(durationLabel(3900)).toBe('1 h 5 min');
    expect(durationLabel(90000)).toBe('1 d 1 h');
  });
});
