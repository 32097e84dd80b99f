import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Persona } from '../../../contracts/persona';
import { useTranslation } from '../../i18n/useTranslation';
import * as styles from './Persona.css';

/** A persona in a list: picture, name linking to its page, who made it, its loves; an action. */
export function PersonaCard({ persona, action }: { persona: Persona; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <img className={styles.cardPicture} src={persona.image_url} alt="" loading="lazy" />
      <div className={styles.cardText}>
        <Link className={styles.cardName} to="/persona/$id" params={{ id: persona.id }}>
          {persona.name}
        </Link>
        <span className={styles.muted}>
          {t('persona.byline', { handle: persona.handle, count: persona.upvote_count })}
        </span>
      </div>
      {action}
    </div>
  );
}
