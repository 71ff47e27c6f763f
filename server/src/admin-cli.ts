// `pnpm --filter @inkshelf/server admin grant <username> <member|moderator|admin>`: gives an account a role from the
// server's shell (how the first admin of a site is made), recorded in the audit log as done by the server command.
import { USER_ROLES, type UserRole } from '@inkshelf/contracts';
import { grantRole } from './commands/role-granter.ts';
import { openDatabase } from './db/database.ts';
import { loadEnv } from './env.ts';
import { HttpError } from './errors.ts';
import { createLogger } from './logger.ts';

const USAGE = `usage: admin grant <username> <${USER_ROLES.join('|')}>`;

const [command, username, role] = process.argv.slice(2);
if (command !== 'grant' || !username || !USER_ROLES.includes(role as UserRole)) {
  console.error(USAGE);
  process.exit(2);
}

const env = loadEnv();
const database = await openDatabase(env, createLogger(env));
try {
  const user = await grantRole(database.orm.em.fork(), null, username, role as UserRole, 'server command');
  process.stdout.write(`${user.username} is now ${user.role}\n`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
