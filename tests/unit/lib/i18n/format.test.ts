import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekdayDate, hindiClock } from '../../../../lib/format';

describe('dates and times in Hindi (IST)', () => {
  it('writes dates with Hindi month and weekday names, and English unchanged', () => {
    expect(formatDate('2026-12-12', 'hi')).toBe('12 दिसंबर 2026');
    expect(formatDate('2026-12-12')).toBe('12 Dec 2026');
    expect(formatWeekdayDate('2026-12-12', 'hi')).toBe('शनि, 12 दिसंबर');
    expect(formatWeekdayDate('2026-12-12', 'en')).toBe('Sat, 12 Dec');
    // an instant late in the UTC day is the next IST day
    expect(formatWeekdayDate(new Date('2026-12-12T19:00:00Z'), 'hi')).toBe('रवि, 13 दिसंबर');
  });

  it('says the time of day as Hindi speakers do, with no Latin "pm"', () => {
    expect(formatTime('2026-12-12T13:30:00Z', 'hi')).toBe('शाम 7 बजे');
    expect(formatTime('2026-12-12T13:45:00Z', 'hi')).toBe('शाम 7:15 बजे');
    expect(formatTime('2026-12-12T13:30:00Z')).toBe('7:00 PM');
    expect(formatDateTime('2026-12-12T13:30:00Z', 'hi')).toBe('12 दिसंबर 2026, शाम 7 बजे');
    expect([0, 4 * 60, 11 * 60 + 59, 12 * 60, 15 * 60 + 30, 16 * 60, 20 * 60, 23 * 60 + 5].map(hindiClock)).toEqual([
      'रात 12 बजे',
      'सुबह 4 बजे',
      'सुबह 11:59 बजे',
      'दोपहर 12 बजे',
      'दोपहर 3:30 बजे',
      'शाम 4 बजे',
      'रात 8 बजे',
      'रात 11:05 बजे',
    ]);
  });
});
