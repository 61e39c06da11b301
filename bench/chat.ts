/**
 * `npm run bench chat` (only when named; needs BENCH_DATABASE_URL or TEST_DATABASE_URL): two production
 * servers (server.js) on one throw-away PostgreSQL database, as two app instances behind a load balancer.
 * - Streams: BENCH_CHAT_STREAMS extra SSE streams (bearer token, GET /api/chat/stream) opened on the second
 *   instance; its resident memory before and after, per stream.
 * - Delivery: BENCH_CHAT_ROOMS event rooms of BENCH_CHAT_MEMBERS members (a host and guests who answered Going),
 *   each member with one stream on one of the two instances (alternating); BENCH_CHAT_RATE messages a second for
 *   BENCH_CHAT_SECONDS, posted alternately through either instance, each by the next member of the next room
 *   (so no sender passes the 20-a-minute limit). Latency = from the POST leaving to the message event arriving on
 *   each other member's stream (same process clock); p50/p99 over every delivery, and deliveries missing.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { OTP_LENGTH } from '../lib/constants';
import { startProductionServer, type RunningServer } from '../tests/e2e/server';
import { createInviteAt, loginTokenAt, postJsonTo } from '../tests/helpers/httpApi';
import { createBenchDatabase } from './postgres';
import { kbEach, percentile } from './stats';

const ROOMS = Number(process.env.BENCH_CHAT_ROOMS ?? 10);
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 20);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10);
const EXTRA_STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 500);
/** Requests in flight while setting up (logins, answers, streams). */
const SETUP_CONCURRENCY = 8;

/** The bench's customers (OTP_TEST_NUMBERS), one per member. */
const LOGINS = Array.from({ length: ROOMS * MEMBERS }, (_, i) => ({
  phone: String(7_200_000_000 + i),
  code: String((i * 7919 + 17) % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0'),
}));

/** What `npm run bench chat` measured. */
export interface ChatBench {
  extraStreams: number;
  /** Resident memory of the instance holding them, MB, before and after. */
  rssBeforeMb: number;
  rssAfterMb: number;
  kbPerStream: number;
  rooms: number;
  members: number;
  rate: number;
  seconds: number;
  messages: number;
  /** Messages answered 201. */
  sent: number;
  deliveriesExpected: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  failures: string[];
}

/** Resident memory of process `pid` in bytes (Linux /proc). */
function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** A stream that notes when each message event (by id) arrived. */
interface TimedStream {
  close(): void;
}

/**
 * The client address of the `i`-th bench stream, as our one trusted proxy (TRUST_PROXY=loopback) reports it: one
 * per stream in 198.18.0.0/15 (the range set aside for benchmarks), since a real address holds at most 20 streams.
 */
const benchAddress = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

/** Opens an SSE stream with a bearer token from `address`; resolves once its `ready` comment arrived. */
async function openTimedStream(
  url: string,
  token: string,
  address: string,
  onMessage: (id: string, at: number) => void,
): Promise<TimedStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const at = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': ready')) ready();
          if (/^event: message$/m.test(block)) {
            const id = /^id: (.+)$/m.exec(block)?.[1];
            if (id) onMessage(id, at);
          }
        }
      }
    } catch {
      // closed
    }
  })();
  await Promise.race([isReady, new Promise((_, reject) => setTimeout(() => reject(new Error('stream not ready within 15 s')), 15_000))]);
  return { close: () => controller.abort() };
}

/**
 * Runs the chat bench (see the module comment) on a new database of `adminUrl`, dropped afterwards.
 * @param build run `next build` before starting (BENCH_SKIP_BUILD=1 reuses the last build).
 */
export async function benchChat(adminUrl: string, { build }: { build: boolean }): Promise<ChatBench> {
  const database = await createBenchDatabase(adminUrl);
  const extraEnv = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_TEST_NUMBERS: LOGINS.map((l) => `${l.phone}:${l.code}`).join(','),
    LOG_LEVEL: 'warn',
    // the streams come from many clients behind a proxy on this machine, not from one address (20 streams at most)
    TRUST_PROXY: 'loopback',
  };
  const servers: RunningServer[] = [];
  const streams: TimedStream[] = [];
  const failures: string[] = [];
  try {
    servers.push(await startProductionServer({ build, extraEnv }));
    servers.push(await startProductionServer({ build: false, extraEnv }));
    const [first, second] = servers as [RunningServer, RunningServer];
    const at = (i: number) => servers[i % 2]!.baseURL;

    const tokens = await eachLimited(LOGINS, SETUP_CONCURRENCY, async (login, i) => {
      const token = await loginTokenAt(at(i), login);
      if (!token) throw new Error(`login of bench customer ${i} failed`);
      return token;
    });
    const auth = (i: number) => ({ Authorization: `Bearer ${tokens[i]}` });

    // rooms: member r*MEMBERS hosts an invite, the others answer Going
    const roomIds: string[] = [];
    for (let r = 0; r < ROOMS; r++) {
      const host = r * MEMBERS;
      const created = await createInviteAt(first.baseURL, `Bench room ${r + 1}`, auth(host));
      if (created.status !== 201) throw new Error(`invite answered ${created.status}`);
      const eventId = ((await created.json()) as { data: { _id: string } }).data._id;
      await eachLimited(
        Array.from({ length: MEMBERS - 1 }, (_, g) => host + 1 + g),
        SETUP_CONCURRENCY,
        async (guest) => {
          const answer = await fetch(`${at(guest)}/api/customer/event/event-guest`, {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json', ...auth(guest) },
            body: JSON.stringify({ eventId, name: 'Meera Iyer', rsvpStatus: 'going', plusOnes: 0 }),
          });
          if (answer.status !== 200) throw new Error(`answer answered ${answer.status}`);
        },
      );
      const me = (await (await fetch(`${first.baseURL}/api/user/user-details`, { headers: auth(host) })).json()) as {
        data: { _id: string };
      };
      const groups = (await (await fetch(`${first.baseURL}/api/chat/groups?userId=${me.data._id}`, { headers: auth(host) })).json()) as {
        data: { rooms: { _id: string; eventId?: string }[] };
      };
      const roomId = groups.data.rooms.find((room) => room.eventId === eventId)?._id;
      if (!roomId) throw new Error('no event room');
      roomIds.push(roomId);
    }

    // memory per stream: extra streams on the second instance
    const rssBefore = rssBytes(second.pid);
    const extra = await eachLimited(
      Array.from({ length: EXTRA_STREAMS }, (_, i) => i),
      SETUP_CONCURRENCY * 2,
      (i) => openTimedStream(`${second.baseURL}/api/chat/stream`, tokens[i % tokens.length]!, benchAddress(i), () => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssAfter = rssBytes(second.pid);
    for (const stream of extra) stream.close();

    // one stream per member, alternating instances; arrival times by message id and member
    const arrivals = new Map<string, Map<number, number>>();
    const memberStreams = await eachLimited(LOGINS, SETUP_CONCURRENCY * 2, (_, i) =>
      openTimedStream(`${at(i + 1)}/api/chat/stream`, tokens[i]!, benchAddress(EXTRA_STREAMS + i), (id, time) => {
        let byMember = arrivals.get(id);
        if (!byMember) arrivals.set(id, (byMember = new Map()));
        if (!byMember.has(i)) byMember.set(i, time);
      }),
    );
    streams.push(...memberStreams);

    const total = RATE * SECONDS;
    const posted: { id: string; room: number; sender: number; at: number }[] = [];
    const statuses: Record<string, number> = {};
    const start = performance.now();
    await Promise.all(
      Array.from({ length: total }, async (_, t) => {
        const room = t % ROOMS;
        const sender = room * MEMBERS + (Math.floor(t / ROOMS) % MEMBERS);
        const due = start + (t * 1000) / RATE;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const sentAt = performance.now();
        const answer = await postJsonTo(
          at(t),
          '/api/chat/messages',
          { roomId: roomIds[room], text: `Bench message ${t}`, clientId: `bench-message-${t}` },
          auth(sender),
        );
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status === 201)
          posted.push({ id: String(((await answer.json()) as { data: { id: number } }).data.id), room, sender, at: sentAt });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const latencies: number[] = [];
    for (const message of posted) {
      const byMember = arrivals.get(message.id);
      for (let m = message.room * MEMBERS; m < (message.room + 1) * MEMBERS; m++) {
        if (m === message.sender) continue;
        const arrived = byMember?.get(m);
        if (arrived !== undefined) latencies.push(arrived - message.at);
      }
    }
    latencies.sort((a, b) => a - b);
    const expected = posted.length * (MEMBERS - 1);
    if (posted.length !== total) failures.push(`${total - posted.length} sends not answered 201: ${JSON.stringify(statuses)}`);
    if (latencies.length !== expected) failures.push(`${expected - latencies.length} deliveries missing`);
    return {
      extraStreams: EXTRA_STREAMS,
      rssBeforeMb: rssBefore / 1024 / 1024,
      rssAfterMb: rssAfter / 1024 / 1024,
      kbPerStream: kbEach(rssBefore, rssAfter, EXTRA_STREAMS),
      rooms: ROOMS,
      members: MEMBERS,
      rate: RATE,
      seconds: SECONDS,
      messages: total,
      sent: posted.length,
      deliveriesExpected: expected,
      deliveries: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      failures,
    };
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}
