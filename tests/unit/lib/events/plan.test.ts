import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { buildEventPlan, PROPOSED_ORDER_ID, type PlanEvent, type PlanOrder } from '../../../../lib/events/plan';

const ist = (local: string): Date => new Date(`${local}+05:30`);
const DATE = '2026-12-12';
/** A party at 7 PM IST on DATE. */
const event: PlanEvent = { date: DATE, startsAt: ist(`${DATE}T19:00:00`) };

function order(over: Partial<PlanOrder> & Pick<PlanOrder, 'id' | 'orderType' | 'slot'>): PlanOrder {
  return {
    status: ORDER_STATUS.BOOKED,
    eventDate: DATE,
    dishCount: 0,
    coverageHours: null,
    startedAt: null,
    completedAt: null,
    ...over,
  };
}

const decoration = (slot: string, over: Partial<PlanOrder> = {}) => order({ id: 'deco', orderType: ORDER_TYPE.DECORATION, slot, ...over });
const photography = (slot: string, hours = 3, over: Partial<PlanOrder> = {}) =>
  order({ id: 'photo', orderType: ORDER_TYPE.PHOTOGRAPHY, slot, coverageHours: hours, ...over });
const food = (slot: string) => order({ id: 'food', orderType: ORDER_TYPE.FOOD_DELIVERY, slot });
const chef = (slot: string, dishCount: number) => order({ id: 'chef', orderType: ORDER_TYPE.CHEF, slot, dishCount });

describe('the day timeline', () => {
  it('places every service in time order with the party start, each in its slot window', () => {
    const plan = buildEventPlan(event, [photography('18-19', 4), food('17-18'), decoration('13-16'), chef('13-14', 5)]);
    expect(plan.timeline.map((e) => [e.service, e.title, e.startsAt.toISOString(), e.endsAt.toISOString()])).toEqual([
      ['decoration', 'Decoration set-up', ist(`${DATE}T13:00:00`).toISOString(), ist(`${DATE}T16:00:00`).toISOString()],
      ['chef', 'Chef arrival', ist(`${DATE}T13:00:00`).toISOString(), ist(`${DATE}T14:00:00`).toISOString()],
      ['food', 'Food arrival', ist(`${DATE}T17:00:00`).toISOString(), ist(`${DATE}T18:00:00`).toISOString()],
      // photography covers its package's hours from the arrival slot's start
      ['photography', 'Photography coverage', ist(`${DATE}T18:00:00`).toISOString(), ist(`${DATE}T22:00:00`).toISOString()],
      ['party', 'Party starts', event.startsAt.toISOString(), event.startsAt.toISOString()],
    ]);
    expect(plan.conflicts).toEqual([]);
  });

  it('leaves out cancelled and expired orders and services the plan does not show', () => {
    const plan = buildEventPlan(event, [
      decoration('13-16', { status: ORDER_STATUS.CANCELLED }),
      photography('10-11', 3, { status: ORDER_STATUS.EXPIRED }),
      order({ id: 'waiter', orderType: ORDER_TYPE.WAITER, slot: '10-11' }),
    ]);
    expect(plan.timeline.map((e) => e.service)).toEqual(['party']);
    // the cancelled decoration no longer clashes with the (expired) photography
    expect(plan.conflicts).toEqual([]);
  });

  it("follows the partner app's statuses: accepted, arrived at the start code, completed, with IST times", () => {
    const plan = buildEventPlan(event, [
      decoration('13-16', { status: ORDER_STATUS.COMPLETED, startedAt: ist(`${DATE}T13:02:00`), completedAt: ist(`${DATE}T15:40:00`) }),
      photography('18-19', 3, { status: ORDER_STATUS.IN_PROGRESS, startedAt: ist(`${DATE}T18:05:00`) }),
      food('17-18'),
      chef('14-15', 3),
    ]);
    const byService = Object.fromEntries(plan.timeline.map((e) => [e.service, [e.status, e.statusLabel]]));
    expect(byService).toEqual({
      decoration: ['completed', 'Completed 3:40 PM'],
      photography: ['started', 'Photographer arrived 6:05 PM'],
      food: ['booked', 'Booked'],
      chef: ['booked', 'Booked'],
      party: [null, null],
    });
    const accepted = buildEventPlan(
      event,
      [chef('14-15', 3)].map((o) => ({ ...o, status: ORDER_STATUS.ACCEPTED })),
    );
    expect(accepted.timeline[0]).toMatchObject({ status: 'accepted', statusLabel: 'Provider confirmed' });
    const started = buildEventPlan(event, [decoration('13-16', { status: ORDER_STATUS.IN_PROGRESS, startedAt: ist(`${DATE}T14:02:00`) })]);
    expect(started.timeline[0]?.statusLabel).toBe('Decorator arrived 2:02 PM');
  });

  it('shows a proposed booking as not booked yet', () => {
    const plan = buildEventPlan(event, [{ ...decoration('13-16'), id: PROPOSED_ORDER_ID, status: ORDER_STATUS.AWAITING_PAYMENT }]);
    expect(plan.timeline[0]).toMatchObject({ orderId: PROPOSED_ORDER_ID, status: 'proposed', statusLabel: 'Not booked yet' });
  });
});

describe('decoration ends at least 30 minutes before photography starts', () => {
  it('flags decoration that ends when photography starts, naming both orders and the reason', () => {
    const plan = buildEventPlan(event, [decoration('16-19'), photography('18-19')]);
    expect(plan.conflicts).toEqual([
      {
        rule: 'decoration-before-photography',
        message:
          'Decoration (4:00 PM - 7:00 PM) must be finished at least 30 minutes before photography starts at 6:00 PM. ' +
          'Choose a decoration slot that ends by 5:30 PM or a later photography start.',
        orderIds: ['deco', 'photo'],
      },
    ]);
  });

  it('flags a gap under 30 minutes and accepts exactly 30 minutes or more', () => {
    // decoration ends 4 PM; photography from 4 PM: no gap
    expect(buildEventPlan(event, [decoration('13-16'), photography('16-17')]).conflicts).toHaveLength(1);
    // decoration ends 4 PM; photography from 5 PM: an hour
    expect(buildEventPlan(event, [decoration('13-16'), photography('17-18')]).conflicts).toEqual([]);
  });

  it('flags photography booked before the decoration', () => {
    expect(buildEventPlan(event, [decoration('16-19'), photography('10-11')]).conflicts.map((c) => c.rule)).toEqual([
      'decoration-before-photography',
    ]);
  });
});

describe('decoration is finished before the party starts', () => {
  it('flags a decoration slot that ends after the guests arrive, with the reason and the slot to choose', () => {
    const halfPastSix = { ...event, startsAt: ist(`${DATE}T18:30:00`) };
    expect(buildEventPlan(halfPastSix, [decoration('16-19')]).conflicts).toEqual([
      {
        rule: 'decoration-before-party',
        message:
          'Decoration (4:00 PM - 7:00 PM) must be finished before the party starts at 6:30 PM, when guests arrive. ' +
          'Choose a decoration slot that ends by 6:30 PM or a later party start.',
        orderIds: ['deco'],
      },
    ]);
  });

  it('accepts decoration that ends exactly when the party starts, and keeps the photography rule alongside', () => {
    expect(buildEventPlan(event, [decoration('16-19')]).conflicts).toEqual([]);
    const halfPastSix = { ...event, startsAt: ist(`${DATE}T18:30:00`) };
    expect(buildEventPlan(halfPastSix, [decoration('16-19'), photography('18-19')]).conflicts.map((c) => c.rule)).toEqual([
      'decoration-before-party',
      'decoration-before-photography',
    ]);
  });
});

describe('food delivery lands 30-60 minutes before the party', () => {
  it('accepts a slot ending 30 to 60 minutes before the start', () => {
    expect(buildEventPlan(event, [food('17-18')]).conflicts).toEqual([]);
    const halfPast = { ...event, startsAt: ist(`${DATE}T18:30:00`) };
    expect(buildEventPlan(halfPast, [food('17-18')]).conflicts).toEqual([]);
  });

  it('flags a slot landing too late, with the slot that fits', () => {
    expect(buildEventPlan(event, [food('18-19')]).conflicts).toEqual([
      {
        rule: 'food-before-party',
        message:
          'Food delivery (6:00 PM - 7:00 PM) lands too late: it should arrive 30 to 60 minutes before the party starts at 7:00 PM. ' +
          'Choose the 5:00 PM - 6:00 PM delivery slot.',
        orderIds: ['food'],
      },
    ]);
  });

  it('flags a slot landing too early', () => {
    const [conflict] = buildEventPlan(event, [food('15-16')]).conflicts;
    expect(conflict?.message).toMatch(/^Food delivery \(3:00 PM - 4:00 PM\) lands too early/);
  });

  it('says so when no delivery slot fits the party time', () => {
    const morning = { ...event, startsAt: ist(`${DATE}T07:30:00`) };
    expect(buildEventPlan(morning, [food('07-08')]).conflicts[0]?.message).toMatch(/No delivery slot fits this party time/);
  });

  it('does not hold a live buffet to the delivery rule', () => {
    const buffet = order({ id: 'buffet', orderType: ORDER_TYPE.LIVE_BUFFET_CATERING, slot: '19-20' });
    expect(buildEventPlan(event, [buffet]).conflicts).toEqual([]);
    expect(buildEventPlan(event, [buffet]).timeline[0]).toMatchObject({ service: 'buffet', title: 'Buffet serving' });
  });
});

describe('a chef with more than 7 dishes arrives at least 3 hours before serving', () => {
  it('flags 8 dishes arriving later than 3 hours before the party', () => {
    expect(buildEventPlan(event, [chef('16-17', 8)]).conflicts).toEqual([
      {
        rule: 'chef-lead-time',
        message:
          'With 8 dishes the chef needs at least 3 hours before serving: the party starts at 7:00 PM, so choose an arrival slot ' +
          'that ends by 4:00 PM (yours is 4:00 PM - 5:00 PM).',
        orderIds: ['chef'],
      },
    ]);
  });

  it('accepts a slot ending exactly 3 hours before, and any slot for 7 dishes or fewer', () => {
    expect(buildEventPlan(event, [chef('15-16', 8)]).conflicts).toEqual([]);
    expect(buildEventPlan(event, [chef('17-18', 7)]).conflicts).toEqual([]);
  });
});

describe('orders of another day', () => {
  it('flags an order whose date is not the event date and checks no other rule on it', () => {
    const moved = decoration('16-19', { eventDate: '2026-12-13' });
    const plan = buildEventPlan(event, [moved, photography('18-19')]);
    expect(plan.conflicts).toEqual([
      { rule: 'other-date', message: 'Balloon Decoration is booked for 13 Dec 2026, but the event is on 12 Dec 2026.', orderIds: ['deco'] },
    ]);
  });
});
