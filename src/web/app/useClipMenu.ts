import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { pageActorId } from '../../../machines/app/pages';
import {
  selectIsReacting,
  selectReaction,
  selectSettingsClip,
  selectSettingsDialog,
  selectSettingsError,
  selectSettingsFields,
  selectSettingsSaving,
  selectUpvoteCount,
} from '../../../machines/clipMenu/clipMenu.selectors';
import type { clipReactionMachine } from '../../../machines/clipMenu/clipReaction.machine';
import type { SettingsPatch } from '../../../machines/clipMenu/clipSettings.fields';
import type {
  ClipSettingsDialog,
  clipSettingsMachine,
} from '../../../machines/clipMenu/clipSettings.machine';
import type { Clip } from '../../contracts/clip';
import { usePageActor } from './RootActorContext';
import { useOpenPage } from './useOpenPage';

type ReactionRef = ActorRefFrom<typeof clipReactionMachine>;
type SettingsRef = ActorRefFrom<typeof clipSettingsMachine>;

/**
 * A clip view's reaction and settings (issue 12): their actors run while `clip` is given (null:
 * none, e.g. signed out), one pair per clip. `clip` is the clip as the view's own source reads it;
 * the returned `clip` is the newer of that and the settings' last answer (a rename shows at once).
 */
export function useClipMenu(clip: Clip | null) {
  const clipId = clip?.id ?? null;
  useOpenPage(clip && { kind: 'clipMenu', clip });
  const reaction = usePageActor<ReactionRef>(clipId ? pageActorId('clipReaction', clipId) : null);
  const settings = usePageActor<SettingsRef>(clipId ? pageActorId('clipSettings', clipId) : null);
  useEffect(() => {
    if (!clip) return;
    reaction?.send({ type: 'reaction.setClip', clip });
    settings?.send({ type: 'settings.setClip', clip });
  }, [reaction, settings, clip]);
  const answered = useSelector(settings, (s) => (s ? selectSettingsClip(s) : null));
  const actions = useMemo(
    () => ({
      like: () => reaction?.send({ type: 'reaction.like' }),
      dislike: () => reaction?.send({ type: 'reaction.dislike' }),
      open: (dialog: ClipSettingsDialog) => settings?.send({ type: 'settings.open', dialog }),
      update: (change: SettingsPatch) => settings?.send({ type: 'settings.update', change }),
      continueReport: () => settings?.send({ type: 'settings.continue' }),
      submit: () => settings?.send({ type: 'settings.submit' }),
      cancel: () => settings?.send({ type: 'settings.cancel' }),
      notInterested: () => settings?.send({ type: 'settings.notInterested' }),
    }),
    [reaction, settings],
  );
  const newer = clip && answered && answered.id === clip.id && answered !== clip ? answered : clip;
  return {
    ready: reaction !== undefined && settings !== undefined,
    clip: newer,
    reaction: useSelector(reaction, (s) => (s ? selectReaction(s) : null)),
    upvoteCount: useSelector(reaction, (s) =>
      s ? selectUpvoteCount(s) : (clip?.upvote_count ?? 0),
    ),
    reacting: useSelector(reaction, (s) => (s ? selectIsReacting(s) : false)),
    dialog: useSelector(settings, (s) => (s ? selectSettingsDialog(s) : null)),
    saving: useSelector(settings, (s) => (s ? selectSettingsSaving(s) : false)),
    fields: useSelector(settings, (s) => (s ? selectSettingsFields(s) : null)),
    error: useSelector(settings, (s) => (s ? selectSettingsError(s) : null)),
    ...actions,
  };
}

export type ClipMenuState = ReturnType<typeof useClipMenu>;
