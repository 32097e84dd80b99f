import { Link } from '@tanstack/react-router';
import type { DiscoverSection, ShortcutItem } from '../../../contracts/discover';
import { useTranslation } from '../../i18n/useTranslation';
import { ContestCard } from '../contests/ContestCard';
import * as contestStyles from '../contests/Contests.css';
import { PersonaCard } from '../persona/PersonaCard';
import { PlaylistCard } from '../playlist/PlaylistCard';
import { Avatar } from '../profile/Avatar';
import * as profileStyles from '../profile/ProfilePage.css';
import { SongSection } from './SongSection';
import * as styles from './Discover.css';

const SHORTCUT_PATHS: Record<ShortcutItem['shortcut'], string> = {
  create: '/create',
  library: '/me',
  playlists: '/playlist',
  following: '/following',
  radio: '/radio',
};

/** One discover section (spec 001 §2's kinds), titled by its name. */
export function DiscoverSectionView({ section }: { section: DiscoverSection }) {
  const { t } = useTranslation();
  const title = t(`discover.sections.${section.section_name}`);
  const id = `discover-${section.section_name}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <SectionBody section={section} label={title} />
    </section>
  );
}

function SectionBody({ section, label }: { section: DiscoverSection; label: string }) {
  const { t } = useTranslation();
  switch (section.section_type) {
    case 'playlist':
      return (
        <SongSection
          clips={section.items.map((item) => item.song_schema)}
          label={label}
          context={{ type: 'discover_carousel', id: section.section_name }}
        />
      );
    case 'featured_feed':
      return (
        <SongSection
          clips={section.items.map((item) => item.clip_schema)}
          label={label}
          context={{ type: 'featured_feed' }}
        />
      );
    case 'style_list':
      return (
        <ul className={styles.chips} aria-label={label}>
          {section.items.map((item) => (
            <li key={item.style}>
              <Link to="/style/$tag" params={{ tag: item.style }} className={styles.chip}>
                {item.style}{' '}
                <span className={styles.muted}>
                  {t('discover.styleSongs', { count: item.clip_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'user_list':
      return (
        <ul className={styles.creators} aria-label={label}>
          {section.items.map((item) => (
            <li key={item.user_id} className={styles.creator}>
              <Avatar name={item.display_name} imageUrl={item.avatar_image_url} size="small" />
              <span>
                <Link to="/@{$handle}" params={{ handle: item.handle }}>
                  @{item.handle}
                </Link>
                <br />
                <span className={styles.muted}>
                  {t('discover.creatorSongs', { count: item.clip_count })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      );
    case 'playlist_list':
      return (
        <ul className={profileStyles.grid} aria-label={label}>
          {section.items.map((item) => (
            <PlaylistCard key={item.playlist.id} playlist={item.playlist} />
          ))}
        </ul>
      );
    case 'persona_list':
      return (
        <ul className={profileStyles.list} aria-label={label}>
          {section.items.map((item) => (
            <li key={item.persona.id}>
              <PersonaCard persona={item.persona} />
            </li>
          ))}
        </ul>
      );
    case 'banner':
    case 'contest_list':
      return (
        <>
          <ul className={contestStyles.cards} aria-label={label}>
            {section.items.map((item) => (
              <li key={item.contest.id}>
                <ContestCard contest={item.contest} />
              </li>
            ))}
          </ul>
          {section.section_type === 'contest_list' && (
            <Link to="/contests">{t('contests.all')}</Link>
          )}
        </>
      );
    case 'hooks':
      return (
        <>
          <ul className={styles.chips} aria-label={label}>
            {section.items.map(({ hook }) => (
              <li key={hook.id}>
                <Link to="/hook/$hookId" params={{ hookId: hook.id }} className={styles.chip}>
                  {hook.title || hook.clip_title}{' '}
                  <span className={styles.muted}>@{hook.handle}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/hooks">{t('discover.allHooks')}</Link>
        </>
      );
    case 'shortcut':
      return (
        <ul className={styles.chips} aria-label={label}>
          {section.items.map((item) => (
            <li key={item.shortcut}>
              <Link to={SHORTCUT_PATHS[item.shortcut]} className={styles.chip}>
                {t(`discover.shortcuts.${item.shortcut}`)}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}
