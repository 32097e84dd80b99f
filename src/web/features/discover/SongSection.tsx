import { Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { QueueContext } from '../../../../machines/player/player.contract';
import type { Clip } from '../../../contracts/clip';
import { useTranslation } from '../../i18n/useTranslation';
import { StoredClipRow } from '../generations/ListedClipRow';
import { PlayQueueProvider } from '../player/PlayQueue';
import * as profileStyles from '../profile/ProfilePage.css';

/** Songs of a discover section as rows: play queues the section; each names its creator. */
export function SongSection(props: { clips: Clip[]; label: string; context: QueueContext }) {
  const { t } = useTranslation();
  const { clips } = props;
  const queued = useCallback(() => clips, [clips]);
  return (
    <PlayQueueProvider clips={queued} context={props.context}>
      <ul className={profileStyles.list} aria-label={props.label}>
        {clips.map((clip) => (
          <StoredClipRow
            key={clip.id}
            clip={clip}
            byline={
              <Link to="/@{$handle}" params={{ handle: clip.handle }}>
                {t('following.by', { name: clip.display_name, handle: clip.handle })}
              </Link>
            }
          />
        ))}
      </ul>
    </PlayQueueProvider>
  );
}
