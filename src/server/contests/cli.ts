import { parseArgs } from 'node:util';
import { createContestSchema } from '../../contracts/contest';
import type { DB } from '../db/database';
import { validate } from '../http/validation';
import { createContest, openContests } from './contest-store';

export const CONTESTS_USAGE = `Usage (the server's DATA_DIR or DATABASE_URL; PGlite: with the server stopped):
  npm run contests -- staff <handle>          make a user staff (may then POST /api/contests/)
  npm run contests -- create --title <t> --ends <ISO time> --clip <id> [--clip <id>...]
                         [--description <d>]  open a contest over public, finished songs
  npm run contests -- list                    the open contests`;

/** `npm run contests`: an operator's way to make staff and contests; returns the exit code. */
export async function runContestsCli(
  db: DB,
  args: string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'staff' && rest.length === 1) {
    const made = await db
      .updateTable('user')
      .set({ isStaff: true })
      .where((eb) => eb(eb.fn('lower', ['handle']), '=', rest[0]!.toLowerCase()))
      .executeTakeFirst();
    if (Number(made.numUpdatedRows) === 0) {
      print(`No user @${rest[0]}.`);
      return 1;
    }
    print(`@${rest[0]} is staff.`);
    return 0;
  }
  if (command === 'create') {
    const { values } = parseArgs({
      args: rest,
      options: {
        title: { type: 'string' },
        ends: { type: 'string' },
        description: { type: 'string' },
        clip: { type: 'string', multiple: true },
      },
    });
    const input = validate(createContestSchema, {
      title: values.title,
      description: values.description,
      end_time: values.ends,
      base_clip_ids: values.clip ?? [],
    });
    print(JSON.stringify(await createContest(db, input, null), null, 2));
    return 0;
  }
  if (command === 'list') {
    print(JSON.stringify(await openContests(db), null, 2));
    return 0;
  }
  print(CONTESTS_USAGE);
  return 2;
}
