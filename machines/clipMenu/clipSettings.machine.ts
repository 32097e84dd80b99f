import {
  assign,
  enqueueActions,
  sendTo,
  setup,
  stateIn,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import type { Clip } from '../../src/contracts/clip';
import type { MessageCode } from '../../src/contracts/client-messages';
import { toErrorCode } from '../actors/errors';
import { unprovided } from '../actors/unprovided';
import type { VideoFile } from '../video/video-file';
import { videoUploadMachine } from '../video/videoUpload.machine';
import {
  editorError,
  failureOf,
  fieldsOf,
  metadataBody,
  successOf,
  type SettingsCall,
  type SettingsFields,
  type SettingsPatch,
} from './clipSettings.fields';

export interface ClipSettingsContext {
  /** The clip as the last answer (or the view) gave it. */
  clip: Clip;
  fields: SettingsFields;
  pending: SettingsCall | null;
  /** Why the last call failed, shown in its dialog. */
  error: MessageCode | null;
  /** A video cover is on its way (sent or processed): the editor waits for it to save. */
  videoCoverBusy: boolean;
}

export type ClipSettingsDialog =
  'publish' | 'editor' | 'remix' | 'copyright' | 'report' | 'feedback';

export type ClipSettingsEvent =
  | { type: 'settings.setClip'; clip: Clip }
  | { type: 'settings.open'; dialog: ClipSettingsDialog }
  | { type: 'settings.update'; change: SettingsPatch }
  /** A video file chosen as the clip's video cover in the editor: the upload child sends it. */
  | { type: 'settings.chooseVideoCover'; file: VideoFile }
  /** Remove the clip's video cover (and forget one chosen before) when the editor saves. */
  | { type: 'settings.removeVideoCover' }
  | { type: 'settings.continue' }
  | { type: 'settings.submit' }
  | { type: 'settings.cancel' }
  | { type: 'settings.notInterested' };

const dialog = <On extends object>(
  name: ClipSettingsDialog,
  description: string,
  call?: true,
  more?: On,
) => ({
  description,
  on: {
    ...more,
    'settings.update': {
      actions: {
        type: 'update' as const,
        params: ({ event }: { event: { change: SettingsPatch } }) => event.change,
      },
    },
    'settings.cancel': 'closed',
    ...(call && {
      'settings.submit': [
        {
          guard: { type: 'isInvalid' as const, params: name },
          actions: { type: 'showInvalid' as const, params: name },
        },
        { target: 'saving', actions: { type: 'prepare' as const, params: name } },
      ],
    }),
  },
});

/**
 * The owner's settings and anyone's reports on one clip (spec 000 §2 modal kinds: publish,
 * song editor, remix permission, copyright warning and flag, feedback): each dialog, its call,
 * a toast on success and the error in the dialog on failure.
 */
export const clipSettingsMachine = setup({
  types: {
    context: {} as ClipSettingsContext,
    events: {} as ClipSettingsEvent,
    input: {} as { clip: Clip },
  },
  actors: {
    save: unprovided<Clip | null, SettingsCall>('save'),
    videoUpload: videoUploadMachine,
  },
  guards: {
    // A report opens on the copyright warning first.
    isDialog: (_, { asked, name }: { asked: ClipSettingsDialog; name: ClipSettingsDialog }) =>
      asked === name || (asked === 'report' && name === 'copyright'),
    isInvalid: ({ context }, name: ClipSettingsDialog) =>
      name === 'editor' && (editorError(context.fields.editor) !== null || context.videoCoverBusy),
    wasIn: ({ context }, name: ClipSettingsDialog) => dialogOf(context.pending) === name,
  },
  actions: {
    setClip: assign((_, clip: Clip) => ({ clip })),
    reset: assign(({ context }) => ({
      fields: fieldsOf(context.clip),
      error: null,
      pending: null,
    })),
    update: assign(({ context }, change: SettingsPatch) => {
      const { fields } = context;
      if (change.dialog === 'feedback') return { fields: { ...fields, feedback: change.reasons } };
      return {
        error: null,
        fields: { ...fields, [change.dialog]: { ...fields[change.dialog], ...change.patch } },
      };
    }),
    showInvalid: assign(({ context }) => ({ error: editorError(context.fields.editor) })),
    // The upload child's progress: busy while it works, its upload id once processed.
    followVideoCover: assign(({ context }, upload: SnapshotFrom<typeof videoUploadMachine>) => ({
      videoCoverBusy: !(['idle', 'complete', 'error'] as const).some((state) =>
        upload.matches(state),
      ),
      fields: {
        ...context.fields,
        editor: {
          ...context.fields.editor,
          videoCoverUploadId: upload.matches('complete') ? upload.context.uploadId : null,
        },
      },
    })),
    markVideoCoverRemoved: assign(({ context }, removeVideoCover: boolean) => ({
      fields: { ...context.fields, editor: { ...context.fields.editor, removeVideoCover } },
    })),
    uploadVideoCover: sendTo('videoCover', ({ event }) => ({
      type: 'videoUpload.choose' as const,
      file: (event as Extract<ClipSettingsEvent, { type: 'settings.chooseVideoCover' }>).file,
    })),
    forgetVideoCover: sendTo('videoCover', { type: 'videoUpload.reset' as const }),
    prepare: assign(({ context }, name: ClipSettingsDialog | 'notInterested') => ({
      error: null,
      pending: callOf(context, name),
    })),
    answered: enqueueActions(({ context, enqueue, system }, clip: Clip | null) => {
      if (clip) enqueue.assign({ clip });
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts && context.pending) {
        enqueue.sendTo(toasts, { type: 'toasts.show', code: successOf(context.pending) });
      }
    }),
    setError: assign((_, error: MessageCode) => ({ error })),
    toastError: enqueueActions(({ enqueue, system }, code: MessageCode) => {
      const toasts: AnyActorRef | undefined = system.get('toasts');
      if (toasts) enqueue.sendTo(toasts, { type: 'toasts.show', code });
    }),
  },
}).createMachine({
  id: 'clipSettings',
  description: "One clip's settings dialogs and their calls.",
  context: ({ input }) => ({
    clip: input.clip,
    fields: fieldsOf(input.clip),
    pending: null,
    error: null,
    videoCoverBusy: false,
  }),
  // The editor's video cover upload, idle until a file is chosen.
  invoke: {
    id: 'videoCover',
    src: 'videoUpload',
    input: ({ context }) => ({ uploadType: 'video_cover' as const, clipId: context.clip.id }),
    // Its progress is followed while the editor shows (a save waits for it, so it is done then).
    onSnapshot: {
      guard: stateIn('editor'),
      actions: { type: 'followVideoCover', params: ({ event }) => event.snapshot },
    },
  },
  on: { 'settings.setClip': { actions: { type: 'setClip', params: ({ event }) => event.clip } } },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog shows.',
      entry: 'reset',
      on: {
        'settings.open': (['publish', 'editor', 'remix', 'feedback', 'copyright'] as const).map(
          (name) => ({
            guard: {
              type: 'isDialog' as const,
              params: ({ event }: { event: { dialog: ClipSettingsDialog } }) => ({
                asked: event.dialog,
                name,
              }),
            },
            target: name,
            // A video cover chosen before and not saved is forgotten.
            actions: name === 'editor' ? ('forgetVideoCover' as const) : [],
          }),
        ),
        'settings.notInterested': {
          target: 'saving',
          actions: { type: 'prepare', params: 'notInterested' },
        },
      },
    },
    publish: dialog(
      'publish',
      'Publish or unpublish: says who will see it, asks to confirm.',
      true,
    ),
    editor: dialog('editor', 'The song editor: title, lyrics, caption, cover, video cover.', true, {
      'settings.chooseVideoCover': {
        actions: [{ type: 'markVideoCoverRemoved' as const, params: false }, 'uploadVideoCover'],
      },
      'settings.removeVideoCover': {
        actions: [{ type: 'markVideoCoverRemoved' as const, params: true }, 'forgetVideoCover'],
      },
    }),
    remix: dialog('remix', 'Remix permission: may others remix it, are remixes shown.', true),
    copyright: {
      description: 'The copyright warning shown before a report.',
      on: { 'settings.continue': 'report', 'settings.cancel': 'closed' },
    },
    report: dialog('report', 'The flag modal: a reason and details.', true),
    feedback: dialog('feedback', 'Feedback on the song: reasons, sent together.', true),
    saving: {
      description: "The dialog's call is on its way; the dialog stays, busy.",
      invoke: {
        src: 'save',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'closed',
          actions: { type: 'answered', params: ({ event }) => event.output },
        },
        onError: [
          ...(['publish', 'editor', 'remix', 'report', 'feedback'] as const).map((name) => ({
            guard: { type: 'wasIn' as const, params: name },
            target: name,
            actions: {
              type: 'setError' as const,
              params: ({ event }: { event: { error: unknown } }) =>
                failureOf(toErrorCode(event.error)),
            },
          })),
          {
            target: 'closed',
            actions: {
              type: 'toastError',
              params: ({ event }) => failureOf(toErrorCode(event.error)),
            },
          },
        ],
      },
    },
  },
});

function dialogOf(call: SettingsCall | null): ClipSettingsDialog | null {
  switch (call?.kind) {
    case 'visibility':
      return 'publish';
    case 'metadata':
      return 'editor';
    case 'remix':
      return 'remix';
    case 'flag':
      return 'report';
    case 'feedback':
      return 'feedback';
    default:
      return null;
  }
}

function callOf(
  context: ClipSettingsContext,
  name: ClipSettingsDialog | 'notInterested',
): SettingsCall {
  const { clip, fields } = context;
  const clipId = clip.id;
  switch (name) {
    case 'publish':
      return { kind: 'visibility', clipId, isPublic: !clip.is_public };
    case 'editor':
      return { kind: 'metadata', clipId, body: metadataBody(clip, fields.editor) };
    case 'remix':
      return { kind: 'remix', clipId, ...fields.remix };
    case 'feedback':
      return { kind: 'feedback', clipId, reasons: fields.feedback };
    case 'notInterested':
      return { kind: 'notInterested', clipId };
    default:
      return { kind: 'flag', clipId, ...fields.report };
  }
}
