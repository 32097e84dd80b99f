import { sql } from 'kysely';
import type { DB } from '../../../src/server/db/database';

const EMAIL = 'search-bench@example.com';
const PASSWORD = 'correct horse battery';
/** The bench user's library: a heavy creator's. */
const LIBRARY = 2000;
const FOLLOWS = 20;

/**
 * Signs the bench user up (or in, on a database seeded before) and returns the session cookie.
 * The first time, it takes LIBRARY of the catalogue's clips as its own and follows FOLLOWS
 * of their creators, so library search and the following section have real work.
 */
export async function benchUser(db: DB, baseUrl: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  let response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) {
    response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: EMAIL,
        password: PASSWORD,
        name: 'bench',
        handle: 'searchbench',
      }),
    });
  }
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const owned = await db
    .selectFrom('clip')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  if (Number(owned.n) === 0) {
    await sql`
      insert into user_follow ("followerId", "followeeId")
      select ${user.id}, id from "user" where id != ${user.id} order by id limit ${FOLLOWS}
      on conflict do nothing`.execute(db);
    await sql`
      update clip set "userId" = ${user.id}
      where id in (select id from clip order by id limit ${LIBRARY})`.execute(db);
    // The planner learns of the new owner at once, as autovacuum's analyze would tell it later.
    await sql`analyze clip`.execute(db);
  }
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
