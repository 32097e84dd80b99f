import { useTranslation } from 'react-i18next';
import { useClipsMadeFrom } from '../../app/useClipActions';
import { ClipRow } from '../generations/ClipRow';
import * as listStyles from '../generations/GenerationList.css';

/** Clips made from this song in this session (extensions, covers, stems...), as they render. */
export function MadeFromList({ clipId }: { clipId: string }) {
  const { t } = useTranslation();
  const refs = useClipsMadeFrom(clipId);
  if (refs.length === 0) return null;
  return (
    <section className={listStyles.section} aria-labelledby="made-from-title">
      <h2 id="made-from-title" className={listStyles.title}>
        {t('songActions.madeFrom')}
      </h2>
      <ul className={listStyles.list}>
        {refs.map((ref) => (
          <ClipRow key={ref.id} clipRef={ref} />
        ))}
      </ul>
    </section>
  );
}
