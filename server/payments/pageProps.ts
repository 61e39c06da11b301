/**
 * Page props of the payment pages that render on the server (one home per domain): a co-host's share
 * pay page.
 */
import type { SharePublic } from '../../lib/contracts/split';
import { getDb } from '../db/client';
import { sharePublicByToken } from './sharePayments';

/** Props of /pay/share/{token}. */
export interface SharePayPageProps {
  token: string;
  share: SharePublic;
}

/** A share's link token as the link carries it; anything else is no link of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** The props of a share's pay page, or null for an unknown or malformed link (the page answers 404). */
export async function sharePayPageProps(token: unknown, now = new Date()): Promise<SharePayPageProps | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const { db } = await getDb();
  const share = await sharePublicByToken(db, token, now);
  return share ? { token, share } : null;
}
