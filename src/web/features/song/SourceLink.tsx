import { Link } from '@tanstack/react-router';
import { Trans } from 'react-i18next';
import { useClipFamily } from '../../app/useClipFamily';
import * as styles from './MadeFromList.css';

/** "Made from <source title>", linking back to the clip this one was made from, if any is seen. */
export function SourceLink({ clipId }: { clipId: string }) {
  const { parent } = useClipFamily(clipId);
  if (!parent) return null;
  return (
    <p className={styles.source}>
      <Trans
        i18nKey="songActions.madeFromSource"
        values={{ title: parent.title }}
        // Not <source> or <link>: void HTML elements, which Trans would not wrap round the title.
        components={{
          song: <Link to="/song/$id" params={{ id: parent.id }} className={styles.sourceLink} />,
        }}
      />
    </p>
  );
}
