import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { ApiError } from '../http/errors';
import { runContestsCli } from './cli';

// `npm run contests -- <command>`: see CONTESTS_USAGE (docs/architecture.md "Contests").
const db = await openDatabase(loadConfig().database);
try {
  process.exitCode = await runContestsCli(db, process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof ApiError ? error.detail : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
