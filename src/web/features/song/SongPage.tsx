import { useTranslation } from '../../i18n/useTranslation';
import { isFinalClipStatus } from '../../../contracts/clip';
import { useClipMenu } from '../../app/useClipMenu';
import { useSession } from '../../app/useSession';
import { useSong } from '../../app/useSong';
import { Button } from '../../ui/Button';
import { PageShell } from '../../ui/PageShell';
import { Spinner } from '../../ui/Spinner';
import { clipErrorOf } from '../../../../machines/generations/clip.selectors';
import { ClipRowView } from '../generations/ClipRow';
import { NotFound } from '../shell/NotFound';
import { Lyrics } from './Lyrics';
import { RemixTree } from './RemixTree';
import { SongActions } from './SongActions';
import { PlaylistMenuButtons } from '../playlist/AddToPlaylistDialog';
import { CommentsSection } from '../comments/CommentsSection';
import { StyleLinks } from '../radio/StyleLinks';
import { HashtagText } from '../tags/HashtagText';
import * as styles from './SongPage.css';

/** /song/{id}: the song with its player, details and lyrics. */
export function SongPage({
  clipId,
  commentId = null,
}: {
  clipId: string;
  commentId?: string | null;
}) {
  const { t } = useTranslation();
  const song = useSong(clipId, commentId);
  const { user } = useSession();
  // The clip's menu actors run for a signed-in viewer; a setting's answer shows at once.
  const menu = useClipMenu(user && song.clip?.status === 'complete' ? song.clip : null);
  if (song.status === 'loading')
    return (
      <PageShell page="song">
        <Spinner />
      </PageShell>
    );
  // Unknown and private to someone else read alike: nothing is revealed about the id.
  if (song.status === 'notFound') return <NotFound what="song" />;
  if (!song.clip) {
    return (
      <PageShell page="song">
        <div className={styles.failed}>
          <p role="alert">{t(`errors.${song.error ?? 'unknown'}`)}</p>
          <Button onClick={song.retry}>{t('song.retry')}</Button>
        </div>
      </PageShell>
    );
  }
  const clip = menu.clip ?? song.clip;
  const status = clip.status;
  const progress =
    status === 'streaming' && clip.metadata.duration && clip.metadata.rendered_s !== null
      ? Math.min(1, clip.metadata.rendered_s / clip.metadata.duration)
      : null;
  return (
    <PageShell page="song" title={clip.title}>
      <div className={styles.layout}>
        <ClipRowView
          clip={clip}
          status={status}
          progress={progress}
          error={
            status === 'error'
              ? clipErrorOf(clip.metadata.error_type, clip.metadata.error_message)
              : null
          }
          cover={
            clip.video_cover_url ? (
              <video
                className={styles.videoCover}
                src={clip.video_cover_url}
                poster={clip.image_url ?? undefined}
                aria-label={t('song.videoCover')}
                autoPlay
                muted
                loop
                playsInline
              />
            ) : undefined
          }
        />
        <SongActions clip={clip} menu={menu} />
        <PlaylistMenuButtons clip={clip} />
        <dl className={styles.details}>
          <dt>{t('song.by')}</dt>
          <dd>@{clip.handle}</dd>
          {clip.metadata.tags?.trim() && (
            <>
              <dt>{t('song.styles')}</dt>
              <dd>
                <StyleLinks tags={clip.metadata.tags} />
              </dd>
            </>
          )}
          {user?.id === clip.user_id && (
            <>
              <dt>{t('song.visibility')}</dt>
              <dd>{t(clip.is_public ? 'clipMenu.public' : 'clipMenu.private')}</dd>
            </>
          )}
          {clip.caption && (
            <>
              <dt>{t('clipMenu.caption')}</dt>
              <dd>
                <HashtagText text={clip.caption} />
              </dd>
            </>
          )}
          <dt>{t('song.model')}</dt>
          <dd>{clip.major_model_version}</dd>
          <dt>{t('song.created')}</dt>
          <dd>{new Date(clip.created_at).toLocaleString()}</dd>
          {!isFinalClipStatus(status) && (
            <>
              <dt>{t('song.status')}</dt>
              <dd>{t(`clip.status.${status}`)}</dd>
            </>
          )}
        </dl>
        <RemixTree clip={clip} />
        <Lyrics lyrics={clip.metadata.prompt} instrumental={clip.metadata.make_instrumental} />
        <CommentsSection clip={clip} />
      </div>
    </PageShell>
  );
}
