import { sql, type Kysely } from 'kysely';
import { CLIP_STATUSES } from '../../../contracts/clip';

export const LEDGER_REASONS = [
  'sign_up',
  'daily_grant',
  'generation',
  'refund',
  'plan',
  'purchase',
] as const;

const list = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Generation requests, clips, the append-only credits ledger, lyrics requests, saved prompts and
 * server settings. `user.credits` stays the balance, changed only together with a ledger row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('pastDue', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('needsSupport', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('balanceAfter', 'integer', (col) => col.notNull().check(sql`"balanceAfter" >= 0`))
    .addColumn('reason', 'text', (col) =>
      col.notNull().check(sql`reason in (${list(LEDGER_REASONS)})`),
    )
    .addColumn('clipId', 'text')
    .addColumn('grantDay', 'date')
    .addColumn('note', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One debit and at most one refund per clip; one free grant per user and day.
  await sql`create unique index credit_ledger_clip_reason_key on credit_ledger ("clipId", reason) where "clipId" is not null`.execute(
    db,
  );
  await sql`create unique index credit_ledger_grant_day_key on credit_ledger ("userId", "grantDay") where "grantDay" is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('credit_ledger_user_idx')
    .on('credit_ledger')
    .column('userId')
    .execute();
  // The sign-up credits are a ledger row written with the user, so the sum always equals the balance.
  await sql`
    create function credit_ledger_sign_up() returns trigger language plpgsql as $$
    begin
      insert into credit_ledger ("userId", delta, "balanceAfter", reason, "grantDay")
      values (new.id, new.credits, new.credits, 'sign_up', (now() at time zone 'utc')::date);
      return new;
    end $$`.execute(db);
  await sql`create trigger user_sign_up_credits after insert on "user" for each row execute function credit_ledger_sign_up()`.execute(
    db,
  );

  await db.schema
    .createTable('generation_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'complete', 'error')`),
    )
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('generation_request_user_status_idx')
    .on('generation_request')
    .columns(['userId', 'status'])
    .execute();

  await db.schema
    .createTable('clip')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('requestId', 'text', (col) =>
      col.notNull().references('generation_request.id').onDelete('cascade'),
    )
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in (${list(CLIP_STATUSES)})`),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('modelName', 'text', (col) => col.notNull())
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('metadata', 'jsonb', (col) => col.notNull())
    .addColumn('lyrics', 'text')
    .addColumn('durationS', 'real')
    .addColumn('renderedS', 'real', (col) => col.notNull().defaultTo(0))
    .addColumn('hasMedia', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('errorType', 'text')
    .addColumn('errorMessage', 'text')
    .addColumn('isPublic', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('isTrashed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('playCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('upvoteCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('commentCount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('clip_user_created_idx')
    .on('clip')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema.createIndex('clip_status_idx').on('clip').column('status').execute();
  await db.schema.createIndex('clip_request_idx').on('clip').column('requestId').execute();

  await db.schema
    .createTable('lyrics_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('prompt', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('errorMessage', 'text')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('saved_prompt')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('gptDescriptionPrompt', 'text')
    .addColumn('lyrics', 'text')
    .addColumn('tags', 'text')
    .addColumn('negativeTags', 'text')
    .addColumn('title', 'text')
    .addColumn('sliders', 'jsonb')
    .addColumn('createdAt', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('saved_prompt_user_idx')
    .on('saved_prompt')
    .column('userId')
    .execute();

  await db.schema
    .createTable('app_setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_setting',
    'saved_prompt',
    'lyrics_request',
    'clip',
    'generation_request',
    'credit_ledger',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function if exists credit_ledger_sign_up cascade`.execute(db);
  await db.schema.alterTable('user').dropColumn('pastDue').dropColumn('needsSupport').execute();
}
