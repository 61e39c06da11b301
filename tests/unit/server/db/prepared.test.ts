/** Named prepared statements are built once per database handle and name, never shared between handles. */
import { expect, it, vi } from 'vitest';
import { preparedStatement } from '../../../../server/db/prepared';
import type { Db } from '../../../../server/db/types';

it('builds a statement once per database and name', () => {
  const first = {} as Db;
  const second = {} as Db;
  const make = vi.fn(() => ({ statement: Symbol('prepared') }));
  const a = preparedStatement(first, 'one', make);
  expect(preparedStatement(first, 'one', make)).toBe(a);
  expect(make).toHaveBeenCalledTimes(1);
  expect(preparedStatement(second, 'one', make)).not.toBe(a);
  expect(preparedStatement(first, 'two', make)).not.toBe(a);
  expect(make).toHaveBeenCalledTimes(3);
});
