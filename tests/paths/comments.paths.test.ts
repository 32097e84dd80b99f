import { describe } from 'vitest';
import type { Comment } from '../../src/contracts/comment';
import { commentsMachine, type CommentsEvent } from '../../machines/comments/comments.machine';
import { describePaths } from './helpers/describe-paths';
import { fakePromiseActors } from './helpers/fake-actors';
import { codedError } from './helpers/fixtures';
import type { SampleOptions } from './helpers/sample-events';

const comment: Comment = {
  id: 'comment-1',
  clip_id: 'clip-1',
  parent_id: null,
  content: 'Lovely at 0:42',
  user_mentions: [],
  track_timestamp: 42,
  created_at: '2026-11-25T12:00:00.000Z',
  user: { handle: 'fan', display_name: 'Fan', avatar_image_url: null },
  num_likes: 0,
  num_dislikes: 0,
  num_replies: 0,
  reaction: null,
  can_delete: true,
};
const page = { comments: [comment], next_cursor: '20', deeplinked_comment_id: null };

const machine = commentsMachine.provide({
  actors: fakePromiseActors(['fetchComments', 'fetchReplies', 'sendChange']),
});
const samples: SampleOptions<CommentsEvent> = {
  input: { clipId: 'clip-1' },
  events: {
    'comments.order': [{ type: 'comments.order', order: 'most_liked' }],
    'comments.loadReplies': [{ type: 'comments.loadReplies', commentId: 'comment-1' }],
    'comments.change': [
      {
        type: 'comments.change',
        change: { kind: 'react', commentId: 'comment-1', reaction: 'LIKE' },
      },
    ],
  },
  outcomes: {
    fetchComments: { page: { output: page }, offline: { error: codedError('network') } },
    fetchReplies: {
      page: { output: { commentId: 'comment-1', page: { ...page, next_cursor: null } } },
      offline: { error: codedError('network') },
    },
    sendChange: {
      saved: { output: { ...comment, reaction: 'LIKE', num_likes: 1 } },
      refused: { error: codedError('commentBlocked') },
    },
  },
};

describe('comments paths', () => {
  describePaths(machine, samples);
});
