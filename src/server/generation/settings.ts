import type { DB } from '../db/database';

/** The elevated-usage switch (spec 000 §6): while on, only Pro and Premier may generate. */
const ELEVATED_USAGE_KEY = 'elevated_usage';

export async function isElevatedUsage(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', ELEVATED_USAGE_KEY)
    .executeTakeFirst();
  return row?.value === true;
}

export async function setElevatedUsage(db: DB, on: boolean): Promise<void> {
  await db
    .insertInto('app_setting')
    .values({ key: ELEVATED_USAGE_KEY, value: JSON.stringify(on) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(on) }))
    .execute();
}
