import { assign, setup, stopChild, type ActorRefFrom } from 'xstate';
import type { HeldFile } from '../actors/uploads.port';
import { studioUploadMachine } from './studioUpload.machine';

export type StudioUploadRef = ActorRefFrom<typeof studioUploadMachine>;

export interface StudioUploadsContext {
  items: { id: string; name: string; ref: StudioUploadRef }[];
  /** Items made so far: each new one's id. */
  made: number;
}

export type StudioUploadsEvent =
  { type: 'studio.add'; files: HeldFile[] } | { type: 'studio.removed'; itemId: string };

/**
 * The studio upload panel (spec 000 §2): several uploads at once, each its own
 * `studioUpload` actor, removed from the panel once completed or cancelled.
 */
export const studioUploadsMachine = setup({
  types: { context: {} as StudioUploadsContext, events: {} as StudioUploadsEvent },
  actors: { studioUpload: studioUploadMachine },
  actions: {
    spawnItems: assign(({ context, spawn }, files: HeldFile[]) => {
      const added = files.map((file, i) => {
        const id = `studio-upload-${context.made + i + 1}`;
        const ref = spawn('studioUpload', { id, input: { itemId: id, file } });
        return { id, name: file.name, ref };
      });
      return { items: [...context.items, ...added], made: context.made + files.length };
    }),
    stopItem: stopChild((_, itemId: string) => itemId),
    dropItem: assign(({ context }, itemId: string) => ({
      items: context.items.filter((item) => item.id !== itemId),
    })),
  },
}).createMachine({
  id: 'studioUploads',
  description: 'The studio upload panel: the uploads under way.',
  context: { items: [], made: 0 },
  initial: 'active',
  states: {
    active: {
      description: 'Takes new files and removes finished items.',
      on: {
        'studio.add': { actions: { type: 'spawnItems', params: ({ event }) => event.files } },
        'studio.removed': {
          actions: [
            { type: 'dropItem', params: ({ event }) => event.itemId },
            { type: 'stopItem', params: ({ event }) => event.itemId },
          ],
        },
      },
    },
  },
});
