import { addIstDays, istDate } from '../lib/dates';
import { loginTokenAt, postJsonTo } from '../tests/helpers/httpApi';
import { BENCH_LOGINS } from './otp';

/**
 * Creates an invite on the bench server (issue 21: a host logs in with a bench test number and creates an event
 * with a template) and answers its share page's path, `/smartinvite/share/{code}`, for the page-weight bench.
 * @throws when the login or the creation is refused.
 */
export async function benchInviteSharePath(baseURL: string): Promise<string> {
  const token = await loginTokenAt(baseURL, BENCH_LOGINS[BENCH_LOGINS.length - 1]!);
  if (!token) throw new Error('bench invite: the host could not log in');
  const answer = await postJsonTo(
    baseURL,
    '/api/customer/event/create-event-invite',
    {
      occasion: 'birthday',
      title: "Riya's 5th Birthday",
      date: addIstDays(istDate(new Date()), 20),
      time: '18:30',
      venue: 'Green Park, New Delhi',
      hostNames: ['Priya', 'Rahul'],
      templateId: 'birthday-balloon-pop',
      language: 'hi',
      rsvp: { plusOnesAllowed: 2, showGuestList: true, showCount: true },
    },
    { Authorization: `Bearer ${token}` },
  );
  if (answer.status !== 201) throw new Error(`bench invite: create answered ${answer.status}`);
  return ((await answer.json()) as { data: { shareUrl: string } }).data.shareUrl;
}
