import { expect, it } from 'vitest';
import { findOrCreateUserByPhone, findUserById, findUserByPhone, updateUserName } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase(
  'users repository',
  (getDb) => {
    it('creates a user on first login and returns the same row afterwards', async () => {
      const first = await findOrCreateUserByPhone(getDb(), '9876543210');
      expect(first.created).toBe(true);
      expect(first.user.role).toBe('customer');
      const again = await findOrCreateUserByPhone(getDb(), '9876543210');
      expect(again).toEqual({ user: first.user, created: false });
    });

    it('gives one user to concurrent first logins of a number', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => findOrCreateUserByPhone(getDb(), '9123456780')));
      expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
    });

    it('finds by phone and id, and updates the name', async () => {
      const { user } = await findOrCreateUserByPhone(getDb(), '9000000001');
      expect((await findUserByPhone(getDb(), '9000000001'))?.id).toBe(user.id);
      const renamed = await updateUserName(getDb(), user.id, 'Asha Verma');
      expect(renamed?.name).toBe('Asha Verma');
      expect((await findUserById(getDb(), user.id))?.name).toBe('Asha Verma');
      expect(await findUserByPhone(getDb(), '9000000002')).toBeNull();
    });
  },
  { seed: false },
);
