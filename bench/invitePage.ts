import { addIstDays, istDate } from '../lib/dates';
import { loginTokenAt, postJsonTo } from '../tests/helpers/httpApi';
import { BENCH_LOGINS } from './otp';

/** What the benches read of a created invite. */
export interface BenchInvite {
  shareUrl: string;
  imageUrl: { og: string; share: string };
}

/**
 * Creates an invite on a bench server: `host` logs in with a test number and creates an event 20 days
 * ahead on a Hindi template; `details` are the request's fields that differ from one bench to another.
 * @throws when the login or the creation is refused (`what` names the bench in the message).
 */
export async function createBenchInvite(
  baseURL: string,
  host: { phone: string; code: string },
  details: {
    title: string;
    time: string;
    venue: string;
    hostNames: string[];
    texts?: Record<string, string>;
    rsvp: Record<string, unknown>;
  },
  what: string,
): Promise<BenchInvite> {
  const token = await loginTokenAt(baseURL, host);
  if (!token) throw new Error(`${what}: the host could not log in`);
  const answer = await postJsonTo(
    baseURL,
    '/api/customer/event/create-event-invite',
    {
      occasion: 'birthday',
      date: addIstDays(istDate(new Date()), 20),
      templateId: 'birthday-balloon-pop',
      language: 'hi',
      ...details,
    },
    { Authorization: `Bearer ${token}` },
  );
  if (answer.status !== 201) throw new Error(`${what}: creating the invite answered ${answer.status}`);
  return ((await answer.json()) as { data: BenchInvite }).data;
}

/**
 * Creates an invite on the bench server with a bench test number and answers its share page's path,
 * `/smartinvite/share/{code}`, for the page-weight and Lighthouse benches.
 * @throws when the login or the creation is refused.
 */
export async function benchInviteSharePath(baseURL: string): Promise<string> {
  const invite = await createBenchInvite(
    baseURL,
    BENCH_LOGINS[BENCH_LOGINS.length - 1]!,
    {
      title: "Riya's 5th Birthday",
      time: '18:30',
      venue: 'Green Park, New Delhi',
      hostNames: ['Priya', 'Rahul'],
      rsvp: { plusOnesAllowed: 2, showGuestList: true, showCount: true },
    },
    'bench invite',
  );
  return invite.shareUrl;
}
