import { useCallback, type ReactNode } from 'react';
import type { Clip } from '../../../contracts/clip';
import { StoredClipRow } from '../generations/ListedClipRow';
import { PlayQueueProvider } from '../player/PlayQueue';
import * as styles from './ProfilePage.css';

/**
 * Songs of a profile as rows, each with the shared play button and clip menu; play queues the
 * list with the `profile` context (spec 001 §3). A song shown twice on the page (pinned, top
 * and among all) has its menu in one list only: `menu` gives the rows of the others theirs.
 */
export function ClipRows(props: {
  clips: Clip[];
  handle: string;
  label: string;
  menu?: (clip: Clip) => ReactNode;
}) {
  const { clips } = props;
  const queued = useCallback(() => clips, [clips]);
  if (clips.length === 0) return null;
  return (
    <PlayQueueProvider clips={queued} context={{ type: 'profile', id: props.handle }}>
      <ul className={styles.list} aria-label={props.label}>
        {clips.map((clip) => (
          <StoredClipRow key={clip.id} clip={clip} menu={props.menu?.(clip)} />
        ))}
      </ul>
    </PlayQueueProvider>
  );
}

/** A titled part of the profile page, with what it says when it has nothing. */
export function ProfileSection(props: {
  id: string;
  title: string;
  empty: string | null;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.sectionTitle}>
        {props.title}
      </h2>
      {props.isEmpty && props.empty !== null ? (
        <p className={styles.empty}>{props.empty}</p>
      ) : (
        props.children
      )}
    </section>
  );
}
