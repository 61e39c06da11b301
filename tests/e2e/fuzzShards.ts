import { CONTRACTS } from '../../lib/contracts';
import type { RouteContract } from '../../lib/contracts/http';

/**
 * How many test files share the API fuzz (tests/e2e/fuzz1.e2e.ts ... fuzz3.e2e.ts): one file of every route was the
 * longest of the e2e run and ran alone at its end. A unit test (tests/unit/e2eFuzzShards.test.ts) checks that the
 * shards cover every route exactly once and that each shard has its file.
 */
export const FUZZ_SHARDS = 3;

/**
 * The test number (index into the fuzz files' block, e2eLogin('fuzz', n)) whose session the "valid" requests of each
 * shard carry: one per shard, as the shards run at the same time and a route (logout, account deletion) may end its
 * own session. FUZZ_BODY_LOGIN is the number the request bodies name, never signed in.
 */
export const FUZZ_TOKEN_LOGINS: readonly number[] = [0, 1, 2];
export const FUZZ_BODY_LOGIN = 3;

/**
 * The routes of fuzz shard `index` (0-based): every FUZZ_SHARDS-th route of the contract table, from the
 * `index`-th, so each route is in exactly one shard and a new route joins one without moving the others' order.
 */
export function fuzzShardRoutes(index: number): RouteContract[] {
  if (!Number.isInteger(index) || index < 0 || index >= FUZZ_SHARDS) throw new Error(`no fuzz shard ${index}`);
  return (Object.values(CONTRACTS) as RouteContract[]).filter((_, i) => i % FUZZ_SHARDS === index);
}
