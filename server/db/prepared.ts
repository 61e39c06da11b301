import type { Db } from './types';

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The named prepared statement `name` of `db`, built by `make` on its first use and kept for that database
 * handle (a test's database gets its own). For hot, fixed-shape queries: PostgreSQL plans a named statement once
 * per connection instead of on every request. `name` must be unique per query shape.
 */
export function preparedStatement<T>(db: Db, name: string, make: () => T): T {
  let statements = preparedByDb.get(db);
  if (!statements) preparedByDb.set(db, (statements = new Map()));
  if (!statements.has(name)) statements.set(name, make());
  return statements.get(name) as T;
}
