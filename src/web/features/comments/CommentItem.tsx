import { useState } from 'react';
import type { Comment } from '../../../contracts/comment';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import type { useComments } from '../../app/useComments';
import { splitTimestamps } from './timestamps';
import * as styles from './Comments.css';

interface Props {
  comment: Comment;
  comments: ReturnType<typeof useComments>;
  linked: boolean;
  signedIn: boolean;
  onSeek: (seconds: number) => void;
  onReply: (comment: Comment) => void;
}

/** One comment: its text with clickable times, its reactions, and its author's or owner's actions. */
export function CommentItem({ comment, comments, linked, signedIn, onSeek, onReply }: Props) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const react = (reaction: 'LIKE' | 'DISLIKE') =>
    comments.change({
      kind: 'react',
      commentId: comment.id,
      reaction: comment.reaction === reaction ? null : reaction,
    });
  return (
    <li
      className={styles.item}
      data-state={linked ? 'linked' : undefined}
      id={`comment-${comment.id}`}
      aria-label={t('comments.by', { handle: comment.user.handle })}
    >
      <span className={styles.author}>@{comment.user.handle}</span>
      <p className={styles.content}>
        {splitTimestamps(comment.content).map((piece, index) =>
          'seconds' in piece ? (
            <button
              key={index}
              type="button"
              className={styles.time}
              onClick={() => onSeek(piece.seconds)}
              aria-label={t('comments.seek', { time: piece.text })}
            >
              {piece.text}
            </button>
          ) : (
            <span key={index}>{piece.text}</span>
          ),
        )}
      </p>
      {signedIn && (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            aria-pressed={comment.reaction === 'LIKE'}
            onClick={() => react('LIKE')}
          >
            {t('comments.like', { count: comment.num_likes })}
          </Button>
          <Button
            variant="ghost"
            aria-pressed={comment.reaction === 'DISLIKE'}
            onClick={() => react('DISLIKE')}
          >
            {t('comments.dislike')}
          </Button>
          <Button variant="ghost" onClick={() => onReply(comment)}>
            {t('comments.reply')}
          </Button>
          {comment.can_delete && (
            <Button
              variant="ghost"
              onClick={() => comments.change({ kind: 'delete', commentId: comment.id })}
            >
              {t('comments.delete')}
            </Button>
          )}
          <Button
            variant="ghost"
            aria-expanded={reporting}
            onClick={() => setReporting(!reporting)}
          >
            {t('comments.report')}
          </Button>
        </div>
      )}
      {reporting && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            comments.change({ kind: 'report', commentId: comment.id, reason: reason.trim() });
            setReporting(false);
          }}
        >
          <label>
            {t('comments.reportReason')}
            <input
              className={styles.input}
              value={reason}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={reason.trim() === ''}>
            {t('comments.sendReport')}
          </Button>
        </form>
      )}
    </li>
  );
}
