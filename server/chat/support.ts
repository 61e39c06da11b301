/** The customer's support room: opened once, then the same room, with the context of where help was asked. */
import type { ChatRoomSummary } from '../../lib/contracts/chat';
import type { Db } from '../db/types';
import { publishChatSignal } from '../realtime/bus';
import { roomSummaries } from './inbox';
import { customerOrderNumber, insertSystemMessage, newestMessage, touchRoom } from './messageRepository';
import { ensureSupportRoom } from './rooms';

/** The context a customer attaches when opening support. */
export interface SupportContext {
  orderId?: string;
  page?: string;
  /** What the customer asked for, stated in the system message (a headcount sync above 30%). */
  request?: string;
}

/**
 * Opens the customer's support room (created once, then the same room) and attaches the context as a system
 * message from the customer ("Help asked from /orders · order PS12345"), unless the newest message already says
 * the same. An order that is not the customer's is left out of the context.
 */
export async function openSupport(db: Db, userId: string, context: SupportContext, now: Date): Promise<ChatRoomSummary> {
  const { room } = await ensureSupportRoom(db, userId);
  const parts: string[] = [];
  if (context.page) parts.push(`page ${context.page}`);
  if (context.orderId) {
    const orderNumber = await customerOrderNumber(db, context.orderId, userId);
    if (orderNumber) parts.push(`order ${orderNumber}`);
  }
  if (parts.length > 0) {
    const text = `Help asked from ${parts.join(' · ')}${context.request ? `: ${context.request}` : ''}`;
    const newest = await newestMessage(db, room.id);
    if (!(newest && newest.kind === 'system' && newest.text === text)) {
      await db.transaction(async (tx) => {
        const row = await insertSystemMessage(tx, { roomId: room.id, senderUserId: userId, text, createdAt: now });
        await touchRoom(tx, room.id, now);
        await publishChatSignal(tx, { t: 'm', r: room.id, m: row.id });
      });
    }
  }
  const [summary] = await roomSummaries(db, { kind: 'user', id: userId }, [room.id], now);
  return summary!;
}
