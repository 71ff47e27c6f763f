import { MESSAGES } from '@inkshelf/contracts';
import type { User } from '../entities/index.ts';
import { forbidden, unauthorized, type HttpError } from '../errors.ts';

/** One permission: who may, and what a refused user is told. */
export interface Rule<T> {
  check(user: User, target: T): boolean;
  /** The 403 message; some rules answer 404 instead, so that a refusal does not reveal that the thing exists. */
  deny: string | (() => HttpError);
}

export function rule<T = void>(check: (user: User, target: T) => boolean, deny: Rule<T>['deny']): Rule<T> {
  return { check, deny };
}

/** Whether `user` (possibly signed out) passes `rule` for `target`. */
export function can<T>(user: User | null | undefined, rule: Rule<T>, target: T): user is User {
  return !!user && rule.check(user, target);
}

/** Throws 401 when signed out and the rule's 403 (or 404) when refused; narrows `user` otherwise. */
export function authorize<T>(user: User | null | undefined, rule: Rule<T>, target: T): asserts user is User {
  if (!user) throw unauthorized(MESSAGES.errors.authenticationRequired);
  if (!rule.check(user, target)) throw typeof rule.deny === 'string' ? forbidden(rule.deny) : rule.deny();
}

/** The id behind a relation, whether or not it was loaded. */
export const idOf = (entity: { id: number } | null | undefined): number | undefined => entity?.id;
