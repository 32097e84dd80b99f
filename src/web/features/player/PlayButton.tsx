import { useEffect, type CSSProperties } from 'react';
import type { Clip } from '../../../contracts/clip';
import { useNowPlaying, usePlayerSend } from '../../app/usePlayer';
import { useTranslation } from '../../i18n/useTranslation';
import { PlayIcon } from './PlayIcon';
import { isPlayable } from '../../../../machines/player/queue';
import { usePlayQueue } from './PlayQueue';
import * as styles from './PlayButton.css';

const RENDERED = styles.rendered.replace(/^var\((.+)\)$/, '$1');

/**
 * A clip's play button: plays it through the one player, queueing the list it sits in, or
 * pauses it when it is the one playing. A ring shows how much of a streaming clip has rendered.
 */
export function PlayButton({ clip }: { clip: Clip }) {
  const { t } = useTranslation();
  const send = usePlayerSend();
  const queue = usePlayQueue(clip);
  const now = useNowPlaying();
  const isCurrent = now.clipId === clip.id;
  // The row follows its clip (a render completing): the player swaps to the final file.
  useEffect(() => {
    if (isCurrent) send({ type: 'player.clipUpdated', clip });
  }, [send, isCurrent, clip]);
  if (!isPlayable(clip)) return null;
  const playing = isCurrent && (now.status === 'playing' || now.status === 'loading');
  const play = () => {
    if (isCurrent) return send({ type: 'player.toggle' });
    const clips = queue.clips().filter(isPlayable);
    const index = clips.findIndex((listed) => listed.id === clip.id);
    const [list, at] = index === -1 ? [[clip], 0] : [clips, index];
    send({ type: 'player.playQueue', clips: list, index: at, context: queue.context });
  };
  const { duration, rendered_s: rendered } = clip.metadata;
  const streaming = clip.status === 'streaming' && duration && rendered !== null;
  const button = (
    <button
      type="button"
      className={styles.button}
      onClick={play}
      aria-label={t(playing ? 'player.pause' : 'player.play', { title: clip.title })}
      aria-pressed={isCurrent && playing}
      data-playing={playing || undefined}
    >
      <PlayIcon playing={playing} className={styles.icon} />
    </button>
  );
  if (!streaming) return button;
  const share = `${Math.min(100, (rendered / duration) * 100)}%`;
  return (
    <span className={styles.ring} style={{ [RENDERED]: share } as CSSProperties}>
      {button}
    </span>
  );
}
