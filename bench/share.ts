/**
 * The share bench: an invite forwarded to a large WhatsApp group. A host logs in and
 * creates an invite through the API; then the share page `/smartinvite/share/{code}` is read by 100 concurrent
 * clients, beside `/delhi` from the same server in the same run, and the invite's rendered link-preview image
 * (`imageUrl.og`, warm: rendered once before the run and served from the cache) likewise, on a production server
 * with PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL.
 */
import { startProductionServer } from '../tests/e2e/server';
import { createBenchInvite } from './invitePage';
import { runLoad, type LoadResult } from './load';
import { createBenchDatabase } from './postgres';

/** Concurrent clients and requests of each measured run. */
export const SHARE_BENCH_CLIENTS = 100;
export const SHARE_BENCH_REQUESTS = 3000;
/** The host of the benched invite (a test number of the bench server: no SMS). */
const SHARE_LOGIN = { phone: '7999999977', code: '1357' };

/** One database's figures. */
export interface ShareBench {
  database: 'pglite' | 'postgres';
  sharePath: string;
  /** Status of the share page before the run (404 while the page is not built). */
  sharePageStatus: number;
  share: LoadResult | null;
  city: LoadResult;
  image: LoadResult;
  imageKb: number;
}

/** Creates the benched invite through the API and returns its share path and og image URL. */
async function createInvite(baseURL: string): Promise<{ sharePath: string; imagePath: string }> {
  const invite = await createBenchInvite(
    baseURL,
    SHARE_LOGIN,
    {
      title: 'आशा का 30वाँ जन्मदिन',
      time: '19:30',
      venue: 'Green Park Banquet Hall, Sector 21, Gurugram',
      hostNames: ['Asha', 'Rahul'],
      texts: { kicker: 'आप सादर आमंत्रित हैं' },
      rsvp: { capacity: 200, plusOnesAllowed: 2, showGuestList: true, showCount: true },
    },
    'share bench',
  );
  return { sharePath: invite.shareUrl, imagePath: invite.imageUrl.og };
}

/** 300 warm-up requests, then the measured run at 100 connections. */
async function measure(baseURL: string, path: string): Promise<LoadResult> {
  return runLoad({ baseURL, path, method: 'GET', connections: SHARE_BENCH_CLIENTS, amount: SHARE_BENCH_REQUESTS, warmUp: 300 });
}

/** The share page, /delhi and the og image on one running server. */
export async function benchShareOn(baseURL: string, database: ShareBench['database']): Promise<ShareBench> {
  const { sharePath, imagePath } = await createInvite(baseURL);
  const page = await fetch(`${baseURL}${sharePath}`, { redirect: 'manual' });
  await page.arrayBuffer();
  const imageKb = (await (await fetch(`${baseURL}${imagePath}`)).arrayBuffer()).byteLength / 1000;
  const share = page.status === 200 ? await measure(baseURL, sharePath) : null;
  const city = await measure(baseURL, '/delhi');
  const image = await measure(baseURL, imagePath);
  return { database, sharePath, sharePageStatus: page.status, share, city, image, imageKb };
}

/**
 * The share bench on its own servers (the build must exist): PGlite, then PostgreSQL on a throw-away database of
 * `adminUrl` when given.
 */
export async function benchShare(adminUrl: string | undefined): Promise<ShareBench[]> {
  const results: ShareBench[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    if (database === 'postgres' && !adminUrl) continue;
    const pg = database === 'postgres' ? await createBenchDatabase(adminUrl!) : undefined;
    try {
      const server = await startProductionServer({
        build: false,
        extraEnv: { OTP_TEST_NUMBERS: `${SHARE_LOGIN.phone}:${SHARE_LOGIN.code}`, ...(pg ? { DATABASE_URL: pg.url } : {}) },
      });
      try {
        results.push(await benchShareOn(server.baseURL, database));
      } finally {
        await server.stop();
      }
    } finally {
      await pg?.drop();
    }
  }
  return results;
}
