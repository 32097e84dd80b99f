import { useState } from 'react';
import type { useMakeHook } from '../../../app/useMakeHook';
import { useTranslation } from '../../../i18n/useTranslation';
import { Button } from '../../../ui/Button';
import { Busy } from './Busy';
import { HookSongCard, HookSongModal } from './HookSongModal';
import { RangeFields } from './RangeFields';
import * as styles from './MakeHook.css';

/** Screen 1: the song (from the hook song modal) and the range of it the hook plays. */
export function HookSongStep({ flow }: { flow: ReturnType<typeof useMakeHook> }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const { song } = flow;
  return (
    <div className={styles.panel}>
      {flow.preselecting ? (
        <Busy>{t('app.loading')}</Busy>
      ) : song ? (
        <HookSongCard song={song} />
      ) : (
        <p className={styles.muted}>{t('makeHook.noSong')}</p>
      )}
      <div>
        <Button variant="ghost" onClick={() => setChoosing(true)}>
          {t(song ? 'makeHook.changeSong' : 'makeHook.chooseSong')}
        </Button>
      </div>
      {song && (
        <RangeFields
          labels="songRange"
          range={flow.songRange}
          max={song.durationS}
          onChange={flow.setSongRange}
        />
      )}
      {song?.audioUrl && (
        <div>
          <Button variant="ghost" onClick={flow.previewing ? flow.stopPreview : flow.playPreview}>
            {t(flow.previewing ? 'makeHook.stopPreview' : 'makeHook.playPreview')}
          </Button>
        </div>
      )}
      <HookSongModal
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(chosen) => {
          flow.chooseSong(chosen);
          setChoosing(false);
        }}
      />
    </div>
  );
}
