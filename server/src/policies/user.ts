import type { User } from '../entities/index.ts';
import { rule } from './policy.ts';

/** Accounts change only themselves. */
export const userPolicy = {
  update: rule<Pick<User, 'id'>>((user, target) => user.id === target.id, 'You can only change your own account.'),
};
