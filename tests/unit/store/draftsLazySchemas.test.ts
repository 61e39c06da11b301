// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newChefDraft } from '../../../components/chef/chefDraft';
import { photographyDraft } from '../../helpers/drafts';

type DraftsModule = typeof import('../../../store/drafts');

/** The drafts module as a page gets it: fresh, its schemas not loaded yet. */
async function freshDrafts(): Promise<DraftsModule> {
  vi.resetModules();
  return import('../../../store/drafts');
}

const saved = (draft: unknown) => window.sessionStorage.setItem('draft:chef', JSON.stringify({ version: 1, draft }));

beforeEach(() => window.sessionStorage.clear());

describe('the drafts schemas load only when a saved draft is read back', () => {
  it('keeps zod out of the drafts module every page loads (the schemas are a chunk of their own)', () => {
    for (const file of ['index.ts', 'types.ts']) {
      const source = readFileSync(path.join(__dirname, '../../../store/drafts', file), 'utf8');
      expect(source, file).not.toMatch(/from ['"]zod/);
      expect(source, file).not.toMatch(/from ['"]\.\/schemas['"]/);
    }
  });

  it('reads a first visit (nothing saved) at once, without loading the schemas', async () => {
    const drafts = await freshDrafts();
    const { result } = renderHook(() => drafts.useDraft('chef'));
    expect(result.current[0]).toBeNull();
    expect(drafts.readDraft('chef')).toBeNull();
  });

  it('shows a saved draft as "not known yet" until its schemas arrive, then the checked draft', async () => {
    saved({ ...newChefDraft(), people: 17, idempotencyKey: 'k' });
    const drafts = await freshDrafts();
    const { result } = renderHook(() => drafts.useDraft('chef'));
    expect(result.current[0]).toBeUndefined();
    await act(() => drafts.loadDraftSchemas());
    expect(result.current[0]).toMatchObject({ people: 17 });
  });

  it('changes a saved draft that was not read back yet once its schemas are here, never replacing it with a new one', async () => {
    saved({ ...newChefDraft(), people: 17, note: 'Jain food for two guests', idempotencyKey: 'k' });
    const drafts = await freshDrafts();
    drafts.updateDraft('chef', (current) => ({ ...(current ?? newChefDraft()), people: 18 }));
    await act(() => drafts.loadDraftSchemas());
    await vi.waitFor(() => expect(drafts.readDraft('chef')).toMatchObject({ people: 18, note: 'Jain food for two guests' }));
  });

  it('still drops a saved draft that fails its schema once they load', async () => {
    saved({ ...newChefDraft(), people: 'twelve', idempotencyKey: 'k' });
    const drafts = await freshDrafts();
    const { result } = renderHook(() => drafts.useDraft('chef'));
    expect(result.current[0]).toBeUndefined();
    await act(() => drafts.loadDraftSchemas());
    expect(result.current[0]).toBeNull();
  });

  it('seeds a saved product draft with a saved event booking once their schemas are here, not taking "not known yet" for none', async () => {
    const booking = { eventId: 'e1', title: "Riya's 5th", date: '2026-12-08', venue: 'Green Park, New Delhi', guests: 40 };
    window.sessionStorage.setItem('draft:event', JSON.stringify({ version: 1, draft: booking }));
    const photography = { ...photographyDraft(), idempotencyKey: 'k' };
    window.sessionStorage.setItem('draft:photography', JSON.stringify({ version: 1, draft: photography }));
    const drafts = await freshDrafts();
    drafts.seedDraftFromEventBooking('photography');
    await vi.waitFor(() => expect(drafts.readDraft('photography')?.eventDate).toBe('2026-12-08'));
  });
});
