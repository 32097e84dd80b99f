import type { Clip } from '../../../contracts/clip';
import { useSystemActor } from '../../app/RootActorContext';
import { useClipActions } from '../../app/useClipActions';
import { useClipMenu } from '../../app/useClipMenu';
import { useSession } from '../../app/useSession';
import { useTranslation } from '../../i18n/useTranslation';
import { ClipActionsMenu, isCoverable } from '../song/ClipActionsMenu';
import { CoverDialog } from '../song/CoverDialog';
import { ExtendDialog } from '../song/ExtendDialog';
import { RemasterDialog } from '../song/RemasterDialog';
import { ClipSettingsDialogs } from './ClipSettingsDialogs';
import { settingsMenuItems, songLink, type MenuItem } from './menuItems';
import { useFeatureMenuItems } from './useFeatureMenuItems';
import { VideoDialogs } from '../video/VideoDialogs';
import { DownloadDialogs } from '../download/DownloadDialogs';
import { useDownloadMenuItems } from '../download/useDownloadMenuItems';

/**
 * The clip menu of a row or card (create list, made-from list, library): the song page's
 * menu, by permission, with its dialogs; its actors run while the row shows a complete clip
 * to a signed-in viewer. `extraItems` are other features' entries (playlists, personas...).
 */
export function RowClipMenu({ clip, extraItems = [] }: { clip: Clip; extraItems?: MenuItem[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const toasts = useSystemActor('toasts');
  const isOwner = user !== null && user.id === clip.user_id;
  const shown =
    user !== null && clip.status === 'complete' && !clip.is_trashed && (isOwner || clip.is_public);
  const actions = useClipActions(shown ? clip : null);
  const menu = useClipMenu(shown ? clip : null);
  const featureItems = useFeatureMenuItems(clip);
  // The downloads come last, as they always have.
  const downloadItems = useDownloadMenuItems(clip);
  if (!shown) return null;
  const shownClip = menu.clip ?? clip;
  const copyLink = () => {
    void navigator.clipboard
      ?.writeText(songLink(clip.id))
      .then(() => toasts.send({ type: 'toasts.show', code: 'linkCopied' }));
  };
  const items = [
    ...settingsMenuItems(t, shownClip, menu, { isOwner, signedIn: true }, copyLink),
    ...featureItems,
    ...extraItems,
    ...downloadItems,
  ];
  return (
    <>
      <ClipActionsMenu
        clip={shownClip}
        actions={actions}
        isOwner={isOwner}
        extraItems={items}
        buttonLabel={t('clipMenu.button', { title: shownClip.title })}
      />
      <ExtendDialog clip={shownClip} actions={actions} />
      {isCoverable(shownClip, isOwner, false) && <CoverDialog clip={shownClip} actions={actions} />}
      {isOwner && <RemasterDialog clip={shownClip} actions={actions} />}
      <ClipSettingsDialogs clip={shownClip} menu={menu} />
      <VideoDialogs clip={shownClip} />
      <DownloadDialogs clip={shownClip} />
    </>
  );
}
