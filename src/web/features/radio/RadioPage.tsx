import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  selectCurrentSong,
  selectError,
  selectPositionAt,
  selectStationId,
  selectStatus,
  selectUpNext,
  selectVolume,
} from '../../../../machines/liveRadio/liveRadio.selectors';
import {
  RADIO_DEFAULT_STATION,
  RADIO_STYLE_STATIONS,
  RADIO_TICK_MS,
} from '../../../contracts/constants';
import { RADIO_STATIONS, type RadioStationId } from '../../../contracts/radio';
import { useLiveRadio, type LiveRadioSnapshot } from '../../app/useLiveRadio';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Slider } from '../../ui/Slider';
import { Spinner } from '../../ui/Spinner';
import * as styles from './RadioPage.css';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** /radio: live radio's station picker, the song playing, what comes next, play and volume. */
export function RadioPage() {
  const { t } = useTranslation();
  const radio = useLiveRadio();
  const snapshot = radio.snapshot;
  const status = snapshot ? selectStatus(snapshot) : 'idle';
  const [station, setStation] = useState<RadioStationId>(
    snapshot ? selectStationId(snapshot) : RADIO_DEFAULT_STATION,
  );
  const on = status !== 'idle';
  const choose = (next: RadioStationId) => {
    setStation(next);
    if (on) radio.start(next);
  };
  return (
    <PageShell page="radio">
      <img src="/radio-poster.svg" alt="" width={480} height={270} className={styles.poster} />
      <div className={styles.controls}>
        <label className={styles.station}>
          {t('radio.station')}
          <select
            value={station}
            onChange={(event) => choose(event.target.value as RadioStationId)}
          >
            {RADIO_STATIONS.map((id) => (
              <option key={id} value={id}>
                {t(`radio.stations.${id}`)}
              </option>
            ))}
          </select>
        </label>
        {on ? (
          <Button onClick={radio.toggle} disabled={status !== 'playing' && status !== 'paused'}>
            {status === 'playing' ? t('radio.pause') : t('radio.play')}
          </Button>
        ) : (
          <Button onClick={() => radio.start(station)}>{t('radio.play')}</Button>
        )}
        <div className={styles.volume}>
          <Slider
            label={t('radio.volume')}
            value={snapshot ? selectVolume(snapshot) : 100}
            valueText={`${snapshot ? selectVolume(snapshot) : 100}%`}
            onChange={radio.setVolume}
            disabled={!on}
          />
        </div>
      </div>
      {snapshot && <RadioState snapshot={snapshot} retry={radio.retry} />}
      <TagRadios />
    </PageShell>
  );
}

/** Each style station's tag, a link to its tag radio (/radio/tag/{tag}). */
function TagRadios() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pages.tagRadio.title')} className={styles.tagRadios}>
      <h2>{t('pages.tagRadio.title')}</h2>
      <p className={styles.tags}>
        {RADIO_STYLE_STATIONS.map((tag) => (
          <Link key={tag} to="/radio/tag/$tag" params={{ tag }}>
            {t('radio.tagLink', { tag: t(`radio.stations.${tag}`) })}
          </Link>
        ))}
      </p>
    </nav>
  );
}

function RadioState({ snapshot, retry }: { snapshot: LiveRadioSnapshot; retry: () => void }) {
  const { t } = useTranslation();
  const status = selectStatus(snapshot);
  if (status === 'idle') return null;
  if (status === 'loading') return <Spinner />;
  if (status === 'failed') {
    return (
      <div role="alert">
        <p>{t('radio.fetchFailed')}</p>
        <Button onClick={retry}>{t('song.retry')}</Button>
      </div>
    );
  }
  if (status === 'empty') return <p className={styles.muted}>{t('radio.empty')}</p>;
  return <NowPlaying snapshot={snapshot} />;
}

/** Redrawn each tick: the position carries on between the audio's reports. */
function NowPlaying({ snapshot }: { snapshot: LiveRadioSnapshot }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), RADIO_TICK_MS / 4);
    return () => clearInterval(timer);
  }, []);
  const song = selectCurrentSong(snapshot);
  if (!song) return null;
  const position = selectPositionAt(snapshot, now);
  const error = selectError(snapshot);
  return (
    <>
      {error === 'audio' && <p role="alert">{t('radio.audioFailed')}</p>}
      <section
        className={styles.nowPlaying}
        aria-label={t('radio.nowPlaying')}
        data-testid="live-radio-now"
        data-song-id={song.song_id}
        data-position={snapshot.context.position?.seconds ?? ''}
        data-position-at={snapshot.context.position?.at ?? ''}
      >
        {song.image_url && <img src={song.image_url} alt="" className={styles.cover} />}
        <div className={styles.facts}>
          <strong>{song.title}</strong>
          <span className={styles.muted}>@{song.handle}</span>
          <progress
            className={styles.progress}
            max={song.duration}
            value={Math.min(song.duration, position ?? 0)}
            aria-label={t('radio.progress')}
          />
          <span className={styles.muted}>
            {clock(position ?? 0)} / {clock(song.duration)}
          </span>
        </div>
      </section>
      <h2>{t('radio.upNext')}</h2>
      <ol className={styles.list}>
        {selectUpNext(snapshot).map((next) => (
          <li key={next.start_time}>
            {next.title} <span className={styles.muted}>@{next.handle}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
