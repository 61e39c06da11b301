import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../lib/contracts';
import { FUZZ_BODY_LOGIN, FUZZ_SHARDS, FUZZ_TOKEN_LOGINS, fuzzShardRoutes } from '../e2e/fuzzShards';
import { e2eLogin } from '../e2e/server';

const E2E_DIR = path.join(process.cwd(), 'tests', 'e2e');

describe('the API fuzz split into shards (tests/e2e/fuzzShards.ts)', () => {
  it('covers every route of the contract table exactly once', () => {
    const fuzzed = Array.from({ length: FUZZ_SHARDS }, (_, i) => fuzzShardRoutes(i).map((route) => route.name)).flat();
    expect(fuzzed.toSorted()).toEqual(Object.keys(CONTRACTS).toSorted());
    expect(new Set(fuzzed).size).toBe(fuzzed.length);
  });

  it('has no shard outside 0 .. FUZZ_SHARDS - 1', () => {
    expect(() => fuzzShardRoutes(FUZZ_SHARDS)).toThrow();
    expect(() => fuzzShardRoutes(-1)).toThrow();
  });

  it('runs each shard in exactly one e2e file, fuzz<n>.e2e.ts calling fuzzShard(n - 1), and no other file runs the fuzz', () => {
    const files = readdirSync(E2E_DIR).filter((file) => file.endsWith('.e2e.ts'));
    const callers = files
      .map((file) => ({
        file,
        calls: [...readFileSync(path.join(E2E_DIR, file), 'utf8').matchAll(/\bfuzzShard\((\d+)\)/g)].map((m) => Number(m[1])),
      }))
      .filter(({ calls }) => calls.length > 0);
    expect(callers).toEqual(Array.from({ length: FUZZ_SHARDS }, (_, i) => ({ file: `fuzz${i + 1}.e2e.ts`, calls: [i] })));
  });

  it('gives each shard its own test number for its session', () => {
    expect(FUZZ_TOKEN_LOGINS).toHaveLength(FUZZ_SHARDS);
    expect(new Set(FUZZ_TOKEN_LOGINS).size).toBe(FUZZ_SHARDS);
    expect(FUZZ_TOKEN_LOGINS).not.toContain(FUZZ_BODY_LOGIN);
    const phones = [...FUZZ_TOKEN_LOGINS, FUZZ_BODY_LOGIN].map((index) => e2eLogin('fuzz', index).phone);
    expect(new Set(phones).size).toBe(FUZZ_SHARDS + 1);
  });
});
