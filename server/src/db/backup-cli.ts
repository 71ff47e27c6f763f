// `pnpm db:backup [file]` writes a backup of DATABASE_URL (default name: inkshelf-<time>.dump);
// `pnpm db:restore <file> [--clean]` restores one into DATABASE_URL. Relative paths are taken from the folder the
// command was typed in (pnpm runs the script in server/, and says where it started in INIT_CWD).
import path from 'node:path';
import { BackupError, backupDatabase, defaultBackupName, restoreDatabase } from './backup.ts';

const USAGE = 'usage: pnpm db:backup [file]  |  pnpm db:restore <file> [--clean]';

const [command, ...rest] = process.argv.slice(2);
const flags = rest.filter((arg) => arg.startsWith('--'));
const files = rest.filter((arg) => !arg.startsWith('--'));
const from = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

try {
  if (command === 'backup' && flags.length === 0 && files.length <= 1) {
    const file = from(files[0] ?? defaultBackupName());
    await backupDatabase(file);
    process.stdout.write(`backup written to ${file}\n`);
  } else if (command === 'restore' && files.length === 1 && flags.every((flag) => flag === '--clean')) {
    const file = from(files[0]!);
    await restoreDatabase(file, { clean: flags.includes('--clean') });
    process.stdout.write(`restored ${file} into the database at DATABASE_URL\n`);
  } else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
