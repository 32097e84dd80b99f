import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLyrics } from '../../app/useLyrics';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as styles from './CreateForm.css';

/** "Write lyrics": an idea in, lyrics and a title written into the form (spec 001 §4). */
export function WriteLyrics() {
  const { t } = useTranslation();
  const lyrics = useLyrics();
  const [idea, setIdea] = useState('');
  const running = lyrics.status === 'writing';
  return (
    <div className={styles.writeLyrics}>
      <TextField
        label={t('create.lyricsIdea')}
        placeholder={t('create.lyricsIdeaPlaceholder')}
        value={idea}
        error={
          lyrics.error ? t(`errors.${lyrics.error.code}`, lyricsParams(lyrics.error)) : undefined
        }
        onChange={(event) => setIdea(event.target.value)}
      />
      <Button variant="ghost" disabled={running} onClick={() => lyrics.generate(idea)}>
        {running ? t('create.writingLyrics') : t('create.writeLyrics')}
      </Button>
    </div>
  );
}

/** A copyright message quotes the name when the server gave one (spec 001 §8). */
const lyricsParams = (error: { params?: { name: string } }) => ({
  name: error.params?.name ? ` ("${error.params.name}")` : '',
});
