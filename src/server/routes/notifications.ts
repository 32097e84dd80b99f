import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  announcementSchema,
  notificationQuerySchema,
  readNotificationsSchema,
  suppressNotificationsSchema,
  type UnreadCount,
} from '../../contracts/notification';
import type { Auth } from '../auth/auth';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';
import {
  announce,
  markRead,
  notificationPage,
  suppress,
} from '../notifications/notification-store';

const read = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  validate(schema, await readJsonBody(c.req.raw));

/**
 * Notifications (spec 000 §7 "Notifications and profiles"): the caller's notifications by
 * datetime cursors, marking them read, suppressing them, and the staff's announcement to all.
 */
export function notificationRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const { db } = deps;

  router.get('/notification/v2', signedIn, async (c) => {
    const query = validate(notificationQuerySchema, c.req.query());
    const page = await notificationPage(db, c.get('user').id, {
      after: query.after_datetime_utc,
      before: query.before_datetime_utc,
    });
    return c.json(page);
  });

  router.post('/notification/v2/read', signedIn, async (c) => {
    const input = await read(c, readNotificationsSchema);
    const which = 'ids' in input ? { ids: input.ids } : { before: input.before_datetime_utc };
    const unread = await markRead(db, c.get('user').id, which);
    return c.json({ num_unread: unread } satisfies UnreadCount);
  });

  router.post('/notification/suppress', signedIn, async (c) => {
    const input = await read(c, suppressNotificationsSchema);
    const unread = await suppress(db, c.get('user').id, input.ids);
    return c.json({ num_unread: unread } satisfies UnreadCount);
  });

  router.post('/notification/announcement', signedIn, async (c) => {
    if (!c.get('user').isStaff) throw new ApiError(403, 'unauthorized', 'Staff only');
    const input = await read(c, announcementSchema);
    return c.json({ num_notified: await announce(deps, input.content) });
  });

  return router;
}
