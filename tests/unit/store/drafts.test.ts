// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newChefDraft } from '../../../components/chef/chefDraft';
import {
  clearAllDrafts,
  clearDraft,
  loadDraftSchemas,
  readDraft,
  readEventBooking,
  saveEventBooking,
  updateDraft,
  useDraft,
  useEventBooking,
} from '../../../store/drafts';

beforeEach(() => window.sessionStorage.clear());

describe('booking drafts', () => {
  it('keeps one draft per flow in this tab, read back after a reload (sessionStorage)', () => {
    updateDraft('chef', () => ({ ...newChefDraft(), people: 15 }));
    expect(JSON.parse(window.sessionStorage.getItem('draft:chef')!)).toMatchObject({ version: 1, draft: { people: 15 } });
    expect(readDraft('chef')).toMatchObject({ people: 15 });
    expect(readDraft('decoration')).toBeNull();
  });

  it('draws a new idempotency key on every change, and keeps it while nothing changes', () => {
    updateDraft('chef', () => newChefDraft());
    const first = readDraft('chef')!.idempotencyKey;
    expect(readDraft('chef')!.idempotencyKey).toBe(first);
    updateDraft('chef', (current) => ({ ...current!, people: 20 }));
    expect(readDraft('chef')!.idempotencyKey).not.toBe(first);
    expect(readDraft('chef')!.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('drops an unreadable draft or one of another version', () => {
    window.sessionStorage.setItem('draft:chef', '{not json');
    expect(readDraft('chef')).toBeNull();
    window.sessionStorage.setItem('draft:chef', JSON.stringify({ version: 0, draft: newChefDraft() }));
    expect(readDraft('chef')).toBeNull();
  });

  it('drops a stored draft that does not match its flow (another shape, a wrong type, a missing field)', async () => {
    await loadDraftSchemas();
    const save = (draft: unknown) => window.sessionStorage.setItem('draft:chef', JSON.stringify({ version: 1, draft }));
    save({ ...newChefDraft(), idempotencyKey: 'k' });
    expect(readDraft('chef')).toMatchObject({ people: newChefDraft().people });
    save({ ...newChefDraft(), idempotencyKey: 'k', people: 'twelve' });
    expect(readDraft('chef')).toBeNull();
    save({ ...newChefDraft(), idempotencyKey: 'k', dishes: [{ _id: 'd', name: 'Paneer Tikka' }] });
    expect(readDraft('chef')).toBeNull();
    save({ people: 12 });
    expect(readDraft('chef')).toBeNull();
    save(null);
    expect(readDraft('chef')).toBeNull();
    const { result } = renderHook(() => useDraft('chef'));
    expect(result.current[0]).toBeNull();
  });

  it('drops a stored event booking that is malformed', async () => {
    await loadDraftSchemas();
    const booking = { eventId: 'e1', title: "Riya's 5th", date: '2026-12-12', venue: 'Green Park, New Delhi', guests: 120 };
    saveEventBooking(booking);
    expect(readEventBooking()).toEqual(booking);
    window.sessionStorage.setItem('draft:event', JSON.stringify({ version: 1, draft: { ...booking, guests: '120' } }));
    expect(readEventBooking()).toBeNull();
    window.sessionStorage.setItem('draft:event', '{not json');
    expect(readEventBooking()).toBeNull();
    const { result } = renderHook(() => useEventBooking());
    expect(result.current).toBeNull();
  });

  it('clears the event a booking is for on logout, with every draft', () => {
    updateDraft('chef', () => newChefDraft());
    saveEventBooking({ eventId: 'e1', title: 'Party', date: '2026-12-12', venue: 'Green Park, New Delhi', guests: 20 });
    const { result } = renderHook(() => useEventBooking());
    expect(result.current).toMatchObject({ venue: 'Green Park, New Delhi' });
    act(() => clearAllDrafts());
    expect(readEventBooking()).toBeNull();
    expect(result.current).toBeNull();
    expect(readDraft('chef')).toBeNull();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('clears one flow once its order is placed, and every flow on logout', () => {
    updateDraft('chef', () => newChefDraft());
    window.sessionStorage.setItem('unrelated', 'kept');
    clearDraft('chef');
    expect(readDraft('chef')).toBeNull();
    updateDraft('chef', () => newChefDraft());
    clearAllDrafts();
    expect(readDraft('chef')).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('gives components the draft and re-renders them on every change', () => {
    const { result } = renderHook(() => useDraft('chef'));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](() => ({ ...newChefDraft(), note: 'Jain food' })));
    expect(result.current[0]).toMatchObject({ note: 'Jain food' });
    act(() => clearDraft('chef'));
    expect(result.current[0]).toBeNull();
  });
});
