import { useEffect, useState } from 'react';
import type { Clip } from '../../../contracts/clip';
import type { Comment, CommentOrder } from '../../../contracts/comment';
import { COMMENT_ORDERS } from '../../../contracts/constants';
import { useComments } from '../../app/useComments';
import { useRootActor } from '../../app/RootActorContext';
import { useSession } from '../../app/useSession';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { CommentItem } from './CommentItem';
import { MentionBox } from './MentionBox';
import { firstTimestamp, mentionsIn } from './timestamps';
import * as styles from './Comments.css';

let posts = 0;

/** The song page's comments: order, post or reply, the list with threads, paging. */
export function CommentsSection({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const comments = useComments(clip.id);
  const { user } = useSession();
  const root = useRootActor();
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const { deeplinkId } = comments;
  useEffect(() => {
    if (deeplinkId)
      document.getElementById(`comment-${deeplinkId}`)?.scrollIntoView({ block: 'center' });
  }, [deeplinkId, comments.comments.length]);
  // The player (another slice) takes these on the root actor; until it is there they are ignored.
  const seek = (seconds: number) => {
    const send = root.send as (event: { type: string } & Record<string, unknown>) => void;
    send({
      type: 'player.playQueue',
      clips: [clip],
      index: 0,
      context: { type: 'song', id: clip.id },
    });
    send({ type: 'player.seek', seconds });
  };
  const submit = () => {
    if (!user || text.trim() === '') return;
    posts += 1;
    comments.change({
      kind: 'post',
      tempId: `pending-${posts}`,
      author: {
        handle: user.handle,
        display_name: user.name,
        avatar_image_url: user.image ?? null,
      },
      content: text.trim(),
      parentId: replyTo?.id ?? null,
      mentions: mentionsIn(text),
      trackTimestamp: firstTimestamp(text),
    });
    setText('');
    setReplyTo(null);
  };
  const item = (comment: Comment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      comments={comments}
      linked={comment.id === deeplinkId}
      signedIn={user !== null}
      onSeek={seek}
      onReply={setReplyTo}
    />
  );
  return (
    <section className={styles.section} aria-labelledby="comments-title">
      <div className={styles.header}>
        <h2 id="comments-title">{t('comments.title', { count: clip.comment_count })}</h2>
        <label>
          {t('comments.order')}{' '}
          <select
            value={comments.order}
            onChange={(event) => comments.setOrder(event.target.value as CommentOrder)}
          >
            {COMMENT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`comments.orders.${order}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {comments.error && (
        <p role="alert" className={styles.error}>
          {comments.error.detail ?? message(comments.error.code)}{' '}
          <Button variant="ghost" onClick={comments.dismissError}>
            {t('comments.dismiss')}
          </Button>
        </p>
      )}
      {user && clip.allow_comments && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="comment-text">
            {replyTo
              ? t('comments.replyingTo', { handle: replyTo.user.handle })
              : t('comments.add')}
          </label>
          <MentionBox clipId={clip.id} text={text} onText={setText} />
          <div className={styles.actions}>
            <Button type="submit" disabled={text.trim() === '' || comments.sending}>
              {t('comments.post')}
            </Button>
            {replyTo && (
              <Button variant="ghost" onClick={() => setReplyTo(null)}>
                {t('comments.cancelReply')}
              </Button>
            )}
          </div>
        </form>
      )}
      {!clip.allow_comments && <p className={styles.muted}>{t('errors.commentsDisabled')}</p>}
      {comments.loading && <p className={styles.muted}>{t('comments.loading')}</p>}
      {comments.failed && <Button onClick={comments.retry}>{t('comments.retry')}</Button>}
      {!comments.loading && !comments.failed && comments.comments.length === 0 && (
        <p className={styles.muted}>{t('comments.empty')}</p>
      )}
      <ul className={styles.list}>
        {comments.comments.map((comment) => (
          <li key={comment.id} className={styles.list}>
            <ul className={styles.list}>{item(comment)}</ul>
            {comment.num_replies > 0 && (
              <div className={styles.replies}>
                <ul className={styles.list}>{(comments.replies[comment.id] ?? []).map(item)}</ul>
                {comments.replyCursors[comment.id] !== null && (
                  <Button variant="ghost" onClick={() => comments.loadReplies(comment.id)}>
                    {t('comments.showReplies', { count: comment.num_replies })}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {comments.canLoadMore && (
        <Button variant="ghost" onClick={comments.loadMore}>
          {t('comments.more')}
        </Button>
      )}
    </section>
  );
}
