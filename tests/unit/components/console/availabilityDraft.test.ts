import { describe, expect, it } from 'vitest';
import {
  addRange,
  bodyOf,
  copyDay,
  newTimeOff,
  placeErrors,
  searchPincodes,
} from '../../../../components/console/availability/availabilityDraft';
import type { Availability } from '../../../../lib/contracts/availability';

const draft: Availability = {
  weekly: [
    { day: 1, from: '09:00', to: '13:00' },
    { day: 1, from: '14:00', to: '18:00' },
  ],
  timeOff: [{ from: '2026-12-24T00:00', to: '2026-12-25T00:00', reason: '  ' }],
  pincodes: ['201309'],
  maxJobsPerDay: 3,
};

describe("the availability editor's rules", () => {
  it('places each problem at the field it names, a range’s own at its From, the rest at its section', () => {
    expect(
      placeErrors(
        [
          { path: 'weekly.1.to', message: 'A' },
          { path: 'weekly.0.day', message: 'B' },
          { path: 'timeOff.0', message: 'C' },
          { path: 'pincodes.0', message: 'D' },
          { path: 'maxJobsPerDay', message: 'E' },
          // an index the draft no longer has, a whole list, the body itself
          { path: 'weekly.7.from', message: 'F' },
          { path: 'pincodes', message: 'G' },
          { path: '(root)', message: 'H' },
        ],
        draft,
      ),
    ).toEqual({
      atField: { 'weekly.1.to': 'A', 'weekly.0.from': 'B', 'timeOff.0.from': 'C', 'pincodes.0': 'D', maxJobsPerDay: 'E' },
      atSection: { weekly: 'F', pincodes: 'G', other: 'H' },
    });
  });

  it('adds 09:00-18:00 to a free day, else from the latest end to midnight', () => {
    expect(addRange([], 3)).toEqual([{ day: 3, from: '09:00', to: '18:00' }]);
    expect(addRange(draft.weekly, 1).at(-1)).toEqual({ day: 1, from: '18:00', to: '24:00' });
    expect(addRange([{ day: 2, from: '16:00', to: '24:00' }], 2).at(-1)).toEqual({ day: 2, from: '09:00', to: '18:00' });
  });

  it("copies a day's ranges over the targets' own, in the week's order, leaving other days alone", () => {
    const weekly = [{ day: 0, from: '10:00', to: '12:00' }, { day: 3, from: '08:00', to: '09:00' }, ...draft.weekly];
    expect(copyDay(weekly, 1, [1, 2, 3]).map((range) => `${range.day} ${range.from}-${range.to}`)).toEqual([
      '1 09:00-13:00',
      '1 14:00-18:00',
      '2 09:00-13:00',
      '2 14:00-18:00',
      '3 09:00-13:00',
      '3 14:00-18:00',
      '0 10:00-12:00',
    ]);
  });

  it('sends reasons trimmed and leaves an empty one out; a new time off is the whole of tomorrow, IST', () => {
    expect(bodyOf(draft).timeOff).toEqual([{ from: '2026-12-24T00:00', to: '2026-12-25T00:00' }]);
    // 20:00 UTC on 7 Dec is 01:30 on 8 Dec in IST: tomorrow is the 9th
    expect(newTimeOff(new Date('2026-12-07T20:00:00Z'))).toEqual({ from: '2026-12-09T00:00', to: '2026-12-10T00:00' });
  });

  it('finds pincodes by their start, or by locality or city anywhere, ignoring case', () => {
    const choices = [
      { pincode: '201309', locality: 'Noida Sector 62', city: 'noida' },
      { pincode: '110001', locality: 'Connaught Place', city: 'delhi' },
    ];
    expect(searchPincodes(choices, '2013').map((choice) => choice.pincode)).toEqual(['201309']);
    expect(searchPincodes(choices, '309')).toEqual([]);
    expect(searchPincodes(choices, 'PLACE').map((choice) => choice.pincode)).toEqual(['110001']);
    expect(searchPincodes(choices, 'delhi').map((choice) => choice.pincode)).toEqual(['110001']);
    expect(searchPincodes(choices, '  ')).toHaveLength(2);
  });
});
