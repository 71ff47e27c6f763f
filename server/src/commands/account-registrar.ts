import crypto from 'node:crypto';
import { GENERATED_USERNAME, isGeneratedUsername, MESSAGES, type RegisterBody } from '@inkshelf/contracts';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.ts';
import { conflict } from '../errors.ts';
import { hashPassword } from '../services/passwords.ts';

/**
 * A free 'Reader' + number name: 100-999 while any is free, then one more digit at a time. Picks among the free
 * ones at random so that two sign-ups rarely race for the same name.
 */
export async function freeGeneratedUsername(em: EntityManager): Promise<string> {
  const { prefix } = GENERATED_USERNAME;
  for (let digits = 3; digits <= 9; digits++) {
    const min = digits === 3 ? GENERATED_USERNAME.min : 10 ** (digits - 1);
    const max = digits === 3 ? GENERATED_USERNAME.max : 10 ** digits - 1;
    for (let attempt = 0; attempt < 8; attempt++) {
      const candidate = `${prefix}${crypto.randomInt(min, max + 1)}`;
      if (!(await em.findOne(User, { username: { $ilike: candidate } }, { fields: ['id'] }))) return candidate;
    }
    const taken = await em.count(User, { username: { $re: `^${prefix}[0-9]{${digits}}$` } });
    if (taken < max - min + 1) {
      const rows = await em.execute(
        `select n from generate_series(?::int, ?::int) n
         where not exists (select 1 from users where lower(username) = lower(? || n)) order by random() limit 1`,
        [min, max, prefix],
      );
      const free = (rows[0] as { n: number } | undefined)?.n;
      if (free !== undefined) return `${prefix}${free}`;
    }
  }
  throw new Error('no generated username is free');
}

/**
 * Creates an account. A taken username is a 409, except for generated-looking names ('Reader123', which older
 * clients make up themselves): those are swapped for a free one. A taken email is a 409 too.
 */
export async function registerAccount(em: EntityManager, body: RegisterBody): Promise<User> {
  const password = await hashPassword(body.password);
  const wanted = body.username;
  for (let attempt = 0; attempt < 5; attempt++) {
    const username =
      wanted && (attempt === 0 || !isGeneratedUsername(wanted)) ? wanted : await freeGeneratedUsername(em);
    try {
      const user = em.create(User, {
        email: body.email,
        username,
        password,
        isAuthor: body.isAuthor,
        lastLoginAt: new Date(),
      });
      await em.flush();
      return user;
    } catch (error) {
      em.clear();
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const constraint = (error as unknown as { constraint?: string }).constraint;
      if (constraint === 'users_email_lower_unique') throw conflict(MESSAGES.errors.emailTaken);
      if (wanted && !isGeneratedUsername(wanted)) throw conflict(MESSAGES.errors.usernameTaken);
    }
  }
  throw conflict(MESSAGES.errors.usernameTaken);
}
