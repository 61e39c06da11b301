import { describe, expect, it } from 'vitest';
import { invitePreviewDescription } from '../../../../components/events/inviteText';
import { inviteEvent } from './fakeInvite';

describe('the link preview description of a shared invite', () => {
  it('says "invites" for one host', () => {
    expect(invitePreviewDescription(inviteEvent({ hostNames: ['Asha'] }))).toBe(
      'Asha invites you. Sat, 12 Dec 2026, 6:30 PM IST at Green Park, New Delhi',
    );
  });

  it('says "and … invite" for two or more hosts', () => {
    expect(invitePreviewDescription(inviteEvent({ hostNames: ['Asha', 'Ravi'] }))).toMatch(/^Asha and Ravi invite you\. /);
    expect(invitePreviewDescription(inviteEvent({ hostNames: ['Asha', 'Ravi', 'Meera'] }))).toMatch(/^Asha, Ravi and Meera invite you\. /);
  });

  it('falls back to "You are invited." without host names', () => {
    expect(invitePreviewDescription(inviteEvent({ hostNames: [] }))).toMatch(/^You are invited\. Sat, 12 Dec 2026/);
  });
});
