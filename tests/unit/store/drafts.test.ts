// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newChefDraft } from '../../../components/chef/chefDraft';
import { clearAllDrafts, clearDraft, readDraft, updateDraft, useDraft } from '../../../store/drafts';

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
