import type { Clip } from '../../../contracts/clip';
import type { ClipMenuState } from '../../app/useClipMenu';
import { useClipActions } from '../../app/useClipActions';
import { useSession } from '../../app/useSession';
import { useSystemActor } from '../../app/RootActorContext';
import { useTranslation } from '../../i18n/useTranslation';
import { ClipSettingsDialogs } from '../clip-menu/ClipSettingsDialogs';
import { settingsMenuItems, songLink, type MenuItem } from '../clip-menu/menuItems';
import { ReactionButtons } from '../clip-menu/ReactionButtons';
import { useFeatureMenuItems } from '../clip-menu/useFeatureMenuItems';
import { PersonaMenuButtons } from '../persona/PersonaMenuButtons';
import { useIsContestClip } from '../../app/useContests';
import { ClipActionsMenu, isCoverable } from './ClipActionsMenu';
import { CoverDialog } from './CoverDialog';
import { ExtendDialog } from './ExtendDialog';
import { RemasterDialog } from './RemasterDialog';
import { VideoDialogs } from '../video/VideoDialogs';
import { DownloadDialogs } from '../download/DownloadDialogs';
import { useDownloadMenuItems } from '../download/useDownloadMenuItems';

/**
 * The actions on a complete clip for a signed-in user: all of them on their own clip; extend,
 * the downloads, reactions and reports on someone else's public one (the server refuses any
 * other clip). `extraItems` are other features' menu entries.
 */
export function SongActions({
  clip,
  menu,
  extraItems = [],
}: {
  clip: Clip;
  menu: ClipMenuState;
  extraItems?: MenuItem[];
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const toasts = useSystemActor('toasts');
  const isOwner = user !== null && user.id === clip.user_id;
  const shown = user !== null && clip.status === 'complete' && (isOwner || clip.is_public);
  const actions = useClipActions(shown ? clip : null);
  // Anyone may cover a contest's base clip, whatever its remix permission (spec 001 §6).
  const isContestClip = useIsContestClip(shown && !isOwner && clip.is_public ? clip.id : null);
  const coverable = isCoverable(clip, isOwner, isContestClip);
  const featureItems = useFeatureMenuItems(clip);
  // The downloads come last, as they always have.
  const downloadItems = useDownloadMenuItems(clip);
  if (!shown) return null;
  const copyLink = () => {
    void navigator.clipboard
      ?.writeText(songLink(clip.id))
      .then(() => toasts.send({ type: 'toasts.show', code: 'linkCopied' }));
  };
  const items = [
    ...settingsMenuItems(t, clip, menu, { isOwner, signedIn: true }, copyLink),
    ...featureItems,
    ...extraItems,
    ...downloadItems,
  ];
  return (
    <>
      <ReactionButtons menu={menu} title={clip.title} />
      <ClipActionsMenu
        clip={clip}
        actions={actions}
        isOwner={isOwner}
        extraItems={items}
        coverable={coverable}
      />
      <PersonaMenuButtons clip={clip} />
      <ExtendDialog clip={clip} actions={actions} />
      {coverable && <CoverDialog clip={clip} actions={actions} />}
      {isOwner && <RemasterDialog clip={clip} actions={actions} />}
      <ClipSettingsDialogs clip={clip} menu={menu} />
      <VideoDialogs clip={clip} />
      <DownloadDialogs clip={clip} />
    </>
  );
}
