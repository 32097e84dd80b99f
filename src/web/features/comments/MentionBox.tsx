import { useRef, type KeyboardEvent } from 'react';
import { COMMENT_MAX_CHARS } from '../../../contracts/constants';
import { useMentionSuggest } from '../../app/useMentionSuggest';
import { useTranslation } from '../../i18n/useTranslation';
import { completeMention, mentionAt } from './mentions';
import * as styles from './Comments.css';

/**
 * The comment box: typing `@` and a few letters lists matching users under it (a combobox);
 * arrows move, Enter or Tab or a click completes the handle, Escape closes the list.
 */
export function MentionBox({
  clipId,
  text,
  onText,
}: {
  clipId: string;
  text: string;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionSuggest(clipId);
  const open = mentions.users.length > 0;
  const listId = `mentions-${clipId}`;
  const lookUp = (value: string, caret: number) =>
    mentions.query(mentionAt(value, caret)?.query ?? null);
  const choose = (handle: string) => {
    const area = box.current;
    const caret = area?.selectionStart ?? text.length;
    const at = mentionAt(text, caret);
    if (!at) return;
    const done = completeMention(text, at.start, caret, handle);
    onText(done.text);
    mentions.close();
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(done.caret, done.caret);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      mentions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(mentions.users[mentions.highlighted]!.handle);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      mentions.close();
    }
  };
  return (
    <div className={styles.mentionBox}>
      <textarea
        ref={box}
        id="comment-text"
        className={styles.input}
        value={text}
        maxLength={COMMENT_MAX_CHARS}
        placeholder={t('comments.placeholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${mentions.highlighted}` : undefined}
        onChange={(event) => {
          onText(event.target.value);
          lookUp(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => mentions.close()}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('comments.mentions')}
          className={styles.mentions}
        >
          {mentions.users.map((user, index) => (
            <li
              key={user.user_id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === mentions.highlighted}
              className={styles.mention}
              // Before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(user.handle);
              }}
            >
              <span className={styles.author}>@{user.handle}</span> {user.display_name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
