import { fuzzShard } from './fuzz';

// Shard 3 of the API fuzz: tests/e2e/fuzz.ts, routes from tests/e2e/fuzzShards.ts.
fuzzShard(2);
