import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  blockUserSchema,
  commentReactionSchema,
  postCommentSchema,
  reportCommentSchema,
  type CommentCount,
  type CommentOrder,
} from '../../contracts/comment';
import {
  COMMENT_ORDERS,
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
} from '../../contracts/constants';
import type { Auth } from '../auth/auth';
import { findComment, findCommentedClip } from '../comments/comment-access';
import { blockUser, unblockUser } from '../comments/comment-blocks';
import {
  clipComments,
  commentPage,
  commentReplies,
  countComments,
  readCursor,
} from '../comments/comment-pages';
import {
  deleteComment,
  postComment,
  reactToComment,
  reportComment,
} from '../comments/comment-store';
import { selectComments, toComment, type CommentRow } from '../comments/comment-view';
import type { GenerationDeps } from '../generation/deps';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser, type UserEnv } from '../http/session';
import { readJsonBody, validate } from '../http/validation';

const read = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  validate(schema, await readJsonBody(c.req.raw));

const orderOf = (value: string | undefined): CommentOrder => {
  if (value === undefined || value === '') return 'newest';
  if (!(COMMENT_ORDERS as readonly string[]).includes(value)) {
    throw new ApiError(400, 'validation', `order is one of ${COMMENT_ORDERS.join(', ')}.`);
  }
  return value as CommentOrder;
};

/** An optional id in the query: absent, or at most 64 characters (a uuid is looked up). */
const idOf = (value: string | undefined) => {
  if (value === undefined || value === '') return undefined;
  if (value.length > 64) throw new ApiError(400, 'validation', 'The id is not valid.');
  return value;
};

/**
 * Comments (spec 000 §7 "Comments"): read a clip's comments (newest, oldest or most liked, a
 * page at a time, a deep-linked one first) and a thread's replies, count them, post a comment or
 * reply, react, delete (the author or the clip's owner), report, and block or unblock a user's
 * comment activity on one's clips. Reads are open to anyone while the clip is public; another's
 * private clip is 404 to everyone else, as an unknown id.
 */
export function commentRoutes(auth: Auth, deps: GenerationDeps): Hono<UserEnv> {
  const router = new Hono<UserEnv>({ strict: false });
  const signedIn = requireUser(auth);
  const anyone = optionalUser(auth);
  const { db } = deps;
  const viewerOf = (c: Context<UserEnv>) => c.get('user')?.id;

  const oneComment = async (c: Context<UserEnv>, id: string) => {
    const viewer = viewerOf(c);
    const row = (await selectComments(db, viewer)
      .where('comment.id', '=', id)
      .executeTakeFirstOrThrow()) as CommentRow;
    return c.json(toComment(row, viewer));
  };

  router.get('/gen/:id/comments/count', anyone, async (c) => {
    const clip = await findCommentedClip(db, viewerOf(c), c.req.param('id'));
    return c.json({ count: await countComments(db, viewerOf(c), clip.id) } satisfies CommentCount);
  });

  router.get('/gen/:id/comments', anyone, async (c) => {
    const viewer = viewerOf(c);
    const clip = await findCommentedClip(db, viewer, c.req.param('id'));
    const order = orderOf(c.req.query('order'));
    const offset = readCursor(c.req.query('cursor'));
    const linkedId = c.req.query('deeplink') === 'false' ? undefined : idOf(c.req.query('id'));
    // A deep link to a reply leads with its thread.
    const linked = linkedId
      ? await findComment(db, viewer, linkedId).catch(() => undefined)
      : undefined;
    const deeplinkId = linked?.clip.id === clip.id ? (linked.parentId ?? linked.id) : undefined;
    const page = await commentPage(clipComments(db, viewer, clip.id), order, {
      viewerId: viewer,
      offset,
      size: COMMENTS_PAGE_SIZE,
      deeplinkId,
    });
    return c.json(page);
  });

  router.get('/comment/:id/replies', anyone, async (c) => {
    const viewer = viewerOf(c);
    const comment = await findComment(db, viewer, c.req.param('id'));
    const size = Number.parseInt(c.req.query('page_size') ?? '', 10);
    const page = await commentPage(commentReplies(db, viewer, comment.id), 'oldest', {
      viewerId: viewer,
      offset: readCursor(c.req.query('cursor')),
      size:
        Number.isFinite(size) && size > 0
          ? Math.min(size, COMMENT_REPLIES_PAGE_SIZE)
          : COMMENT_REPLIES_PAGE_SIZE,
      deeplinkId: idOf(c.req.query('deeplinked_comment_id')),
    });
    return c.json(page);
  });

  router.post('/gen/:id/comment', signedIn, async (c) => {
    const userId = c.get('user').id;
    const clip = await findCommentedClip(db, userId, c.req.param('id'));
    const id = await postComment(deps, clip, userId, await read(c, postCommentSchema));
    return oneComment(c, id);
  });

  router.post('/comment/block-user', signedIn, async (c) => {
    const input = await read(c, blockUserSchema);
    await blockUser(db, c.get('user').id, input.handle, input.reason ?? '');
    return c.json({ handle: input.handle, is_blocked: true });
  });

  router.post('/comment/unblock-user', signedIn, async (c) => {
    const input = await read(c, blockUserSchema);
    await unblockUser(db, c.get('user').id, input.handle);
    return c.json({ handle: input.handle, is_blocked: false });
  });

  router.post('/comment/:id/reaction', signedIn, async (c) => {
    const input = await read(c, commentReactionSchema);
    await reactToComment(deps, c.req.param('id'), c.get('user').id, input.reaction);
    return oneComment(c, c.req.param('id'));
  });

  router.delete('/comment/:id', signedIn, async (c) => {
    await deleteComment(db, c.req.param('id'), c.get('user').id);
    return c.json({ id: c.req.param('id'), deleted: true });
  });

  router.post('/comment/:id/report', signedIn, async (c) => {
    const input = await read(c, reportCommentSchema);
    await reportComment(db, c.req.param('id'), c.get('user').id, input.reason);
    return c.json({ id: c.req.param('id'), reported: true });
  });

  return router;
}
