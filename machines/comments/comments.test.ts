import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Comment, CommentOrder, CommentPage } from '../../src/contracts/comment';
import { commentsMachine, type CommentChange } from './comments.machine';

type SendInput = { clipId: string; change: CommentChange };

type FetchInput = {
  clipId: string;
  order: CommentOrder;
  cursor: string | null;
  deeplinkId: string | null;
};

const comment: Comment = {
  id: 'c1',
  clip_id: 'clip',
  parent_id: null,
  content: 'hi',
  user_mentions: [],
  track_timestamp: null,
  created_at: '2026-01-01T00:00:00.000Z',
  user: { handle: 'fan', display_name: 'Fan', avatar_image_url: null },
  num_likes: 0,
  num_dislikes: 0,
  num_replies: 0,
  reaction: null,
  can_delete: true,
};

const fetchOne = fromPromise<CommentPage, FetchInput>(async () => ({
  comments: [comment],
  next_cursor: null,
  deeplinked_comment_id: null,
}));

describe('comments machine', () => {
  it('shows a like at once and rolls it back with the refusal detail', async () => {
    let refuse: (error: unknown) => void = () => {};
    const actor = createActor(
      commentsMachine.provide({
        actors: {
          fetchComments: fetchOne,
          sendChange: fromPromise<Comment | null, SendInput>(
            () => new Promise((_, reject) => (refuse = reject)),
          ),
        },
      }),
      { input: { clipId: 'clip' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({
      type: 'comments.change',
      change: { kind: 'react', commentId: 'c1', reaction: 'LIKE' },
    });
    expect(actor.getSnapshot().context.comments[0]).toMatchObject({
      num_likes: 1,
      reaction: 'LIKE',
    });
    refuse(Object.assign(new Error('x'), { code: 'commentBlocked', detail: 'Blocked.' }));
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.comments[0]).toMatchObject({ num_likes: 0, reaction: null });
    expect(context.error).toMatchObject({ code: 'commentBlocked', detail: 'Blocked.' });
  });

  it("puts a posted reply in its thread and replaces it with the server's comment", async () => {
    const reply = { ...comment, id: 'r1', parent_id: 'c1', content: 'yo' };
    const actor = createActor(
      commentsMachine.provide({
        actors: {
          fetchComments: fetchOne,
          sendChange: fromPromise<Comment | null, SendInput>(async () => reply),
        },
      }),
      { input: { clipId: 'clip' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({
      type: 'comments.change',
      change: {
        kind: 'post',
        tempId: 'pending-1',
        author: comment.user,
        content: 'yo',
        parentId: 'c1',
        mentions: [],
        trackTimestamp: null,
      },
    });
    expect(actor.getSnapshot().context.replies.c1?.[0]?.id).toBe('pending-1');
    await waitFor(actor, (s) => s.matches({ changes: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.replies.c1?.map((item) => item.id)).toEqual(['r1']);
    expect(context.comments[0]!.num_replies).toBe(1);
  });
});
