/**
 * Push notifications (away members of a chat) through Firebase Cloud Messaging, sent with the
 * `firebase-admin` library when PUSH_PROVIDER=fcm (FIREBASE_SERVICE_ACCOUNT: the service account key's JSON).
 * With the default `console` stand-in nothing leaves the server: every push is recorded in the outbox
 * (`recorded`), which is what tests read. Each push is recorded in the outbox with the user's id as recipient
 * (never the device token) and `outboxPayload` (ids only). A token FCM calls unregistered is forgotten.
 */
import { eq } from 'drizzle-orm';
import { getConfig } from '../config';
import { users } from '../db/schema';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { deliveryFailureSummary, recordOutbox, type OutboxStatus } from './outbox';

/** What a push says: a title and a short body, and the page it opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-site path, e.g. `/chat?room={id}`. */
  link: string;
}

/** Sends one push to a device token. */
export interface PushSender {
  readonly provider: 'fcm' | 'console';
  /** @returns `sent`, or `recorded` for the stand-in. @throws the provider's error (`unregistered` set for a dead token). */
  send(token: string, message: PushMessage): Promise<'sent' | 'recorded'>;
}

/** The error of a push to a token FCM no longer knows (the app was removed, the browser's permission withdrawn). */
export class UnregisteredTokenError extends Error {}

/** The stand-in: sends nothing (the outbox row is the record). */
export const consolePushSender: PushSender = { provider: 'console', send: async () => 'recorded' };

/** The three fields of a service account key that FCM needs, or the problem with FIREBASE_SERVICE_ACCOUNT. */
export function parseServiceAccount(json: string | undefined): { projectId: string; clientEmail: string; privateKey: string } | string {
  if (!json) return 'FIREBASE_SERVICE_ACCOUNT is not set';
  try {
    const key = JSON.parse(json) as Record<string, unknown>;
    const { project_id: projectId, client_email: clientEmail, private_key: privateKey } = key;
    if (typeof projectId === 'string' && typeof clientEmail === 'string' && typeof privateKey === 'string') {
      return { projectId, clientEmail, privateKey };
    }
    return 'FIREBASE_SERVICE_ACCOUNT lacks project_id, client_email or private_key';
  } catch {
    return 'FIREBASE_SERVICE_ACCOUNT is not JSON (paste the service account key file as one line)';
  }
}

/** An FCM sender on a service account key (firebase-admin, loaded at the first push). */
export function fcmPushSender(serviceAccount: string): PushSender {
  let messaging: Promise<import('firebase-admin/messaging').Messaging> | null = null;
  const open = async () => {
    const key = parseServiceAccount(serviceAccount);
    if (typeof key === 'string') throw new Error(key);
    const [{ cert, getApps, initializeApp }, { getMessaging }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/messaging'),
    ]);
    const app = getApps().find((a) => a.name === 'push') ?? initializeApp({ credential: cert(key) }, 'push');
    return getMessaging(app);
  };
  return {
    provider: 'fcm',
    async send(token, message) {
      messaging ??= open();
      try {
        await (
          await messaging
        ).send({
          token,
          notification: { title: message.title, body: message.body },
          webpush: { fcmOptions: { link: message.link } },
          data: { link: message.link },
        });
        return 'sent';
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'messaging/registration-token-not-registered' || code === 'messaging/invalid-registration-token') {
          throw new UnregisteredTokenError(code);
        }
        throw error;
      }
    },
  };
}

/** The configured sender (PUSH_PROVIDER). */
export function configuredPushSender(): PushSender {
  const config = getConfig();
  return config.PUSH_PROVIDER === 'fcm' ? fcmPushSender(config.FIREBASE_SERVICE_ACCOUNT ?? '') : consolePushSender;
}

/** Start-up problems of the push settings: FCM chosen without a usable key (everywhere), no explicit choice in production. */
export function pushStartupProblems(config = getConfig(), env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  if (config.PUSH_PROVIDER === 'fcm') {
    const key = parseServiceAccount(config.FIREBASE_SERVICE_ACCOUNT);
    if (typeof key === 'string') problems.push(`PUSH_PROVIDER=fcm needs FIREBASE_SERVICE_ACCOUNT: ${key}`);
  }
  if (config.NODE_ENV === 'production' && !env.PUSH_PROVIDER) {
    problems.push(
      'PUSH_PROVIDER must be set explicitly in production: fcm (with FIREBASE_SERVICE_ACCOUNT), or console for a staging server that sends no push',
    );
  }
  return problems;
}

/**
 * Sends a push to a customer's saved token and records it in the outbox under their user id with `template`
 * and `outboxPayload`. The caller has asked `mayNotify` (channel push). A token FCM no longer knows is cleared.
 * @returns the outbox status: `sent`, `recorded` (stand-in), `skipped` (no token) or `failed` (never thrown).
 */
export async function sendPush(
  db: Db,
  sender: PushSender,
  {
    userId,
    token,
    template,
    message,
    outboxPayload,
  }: {
    userId: string;
    token: string | null;
    template: string;
    message: PushMessage;
    outboxPayload: Record<string, unknown>;
  },
): Promise<OutboxStatus> {
  const record = (status: OutboxStatus, error?: string) =>
    recordOutbox(db, { channel: 'push', provider: sender.provider, recipient: userId, template, status, error, payload: outboxPayload });
  if (!token) {
    await record('skipped', 'no push token');
    return 'skipped';
  }
  try {
    const status = await sender.send(token, message);
    await record(status);
    return status;
  } catch (error) {
    if (error instanceof UnregisteredTokenError) {
      await db.update(users).set({ pushToken: null }).where(eq(users.id, userId));
    }
    // A summary only: the provider's message text can carry the token or the person's data.
    const row = await record('failed', error instanceof Error ? error.message.slice(0, 200) : String(error));
    logger.warn({ ...deliveryFailureSummary(error), template, outboxId: row.id }, 'push notification failed');
    return 'failed';
  }
}
