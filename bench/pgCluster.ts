import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../tests/e2e/server';

const exec = promisify(execFile);

/** A private PostgreSQL cluster the bench may pause and restart (never the shared test server). */
export interface PgCluster {
  /** Connection string of the cluster's `postgres` database (superuser `postgres`, trust auth). */
  adminUrl: string;
  port: number;
  /** Creates a database and returns its connection string. */
  createDatabase: (name: string) => Promise<string>;
  /** SIGSTOPs the postmaster and every backend (a frozen VM, a stuck disk): nothing answers. */
  pause: () => Promise<void>;
  /** SIGCONTs what `pause` stopped. */
  resume: () => void;
  /** `pg_ctl restart -m fast`: every connection is terminated (57P01), the server is back when it resolves. */
  restart: () => Promise<void>;
  /** Stops the cluster and deletes its folder. */
  destroy: () => Promise<void>;
}

/** The newest `/usr/lib/postgresql/<version>/bin` (as .ci/run picks it). */
export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL version with pg_ctl under /usr/lib/postgresql');
  return path.join(root, versions[0]!, 'bin');
}

/** The ids of `pid`'s child processes (from /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may contain spaces, so read after the last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/**
 * Starts a throw-away cluster on a free loopback port (initdb + pg_ctl, as the `postgres` system user
 * when running as root, like .ci/run), fsync off.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBin();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await exec('id', ['-u', 'postgres']).catch(() => {
      throw new Error('running as root needs a `postgres` system user (useradd --system postgres)');
    });
    const { stdout: gid } = await exec('id', ['-g', 'postgres']);
    chownSync(dataDir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? exec('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : exec(path.join(bin, tool), args);
  const port = await freePort();
  await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  await pg('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped: number[] = [];
  return {
    adminUrl,
    port,
    createDatabase: async (name) => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    pause: async () => {
      const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so that it forks no new backend meanwhile.
      process.kill(postmaster, 'SIGSTOP');
      stopped = [postmaster, ...childrenOf(postmaster)];
      for (const pid of stopped.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    resume: () => {
      for (const pid of stopped) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // gone meanwhile
        }
      }
      stopped = [];
    },
    restart: async () => {
      await pg('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-m', 'fast', 'restart']);
    },
    destroy: async () => {
      for (const pid of stopped) process.kill(pid, 'SIGCONT');
      await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
