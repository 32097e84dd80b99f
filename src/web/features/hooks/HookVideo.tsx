import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './Hooks.css';

/**
 * A hook's video: playing at once, muted until tapped (browsers let only muted videos start by
 * themselves), looping like the feed's videos do.
 */
export function HookVideo({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [muted, setMuted] = useState(true);
  return (
    <div className={styles.frame}>
      <video
        className={styles.video}
        src={src}
        autoPlay
        loop
        playsInline
        muted={muted}
        aria-label={title}
        onClick={() => setMuted((value) => !value)}
      />
      <button
        type="button"
        className={styles.sound}
        aria-pressed={!muted}
        onClick={() => setMuted((value) => !value)}
      >
        {muted ? t('hooks.tapForSound') : t('hooks.mute')}
      </button>
    </div>
  );
}
