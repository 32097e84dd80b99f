import { assign, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { STYLE_RECOMMEND_DEBOUNCE_MS } from '../../src/contracts/client-constants';
import { unprovided } from '../actors/unprovided';
import type { createMachine } from './create.machine';
import { drawFor, topStyleSuggestions } from './styles.suggest';

export interface StylesInput {
  /**
   * Seeds which genres come up and their order, with the field's text: the same text draws the
   * same chips during a visit. Fixed in tests, random per visit in the app.
   */
  seed: number;
}

export interface StylesContext {
  /** `default_styles` of `GET /api/generate/get_recommend_styles`. */
  defaultStyles: string[];
  /** The Styles field as last seen. */
  tags: string;
  seed: number;
  suggestions: string[];
}

export type StylesEvent = { type: 'styles.change'; tags: string };

/**
 * Reports the create form's Styles text whenever it changes (typing, a chip, an applied prompt,
 * the restored form), so this machine needs nothing from the views.
 */
const watchCreateStyles = fromCallback<EventObject>(({ system, sendBack }) => {
  const create = system.get('create') as ActorRefFrom<typeof createMachine> | undefined;
  if (!create) return;
  let last = '';
  const report = ({ context }: ReturnType<typeof create.getSnapshot>) => {
    if (context.fields.styles === last) return;
    last = context.fields.styles;
    sendBack({ type: 'styles.change', tags: last });
  };
  report(create.getSnapshot());
  const subscription = create.subscribe(report);
  return () => subscription.unsubscribe();
});

/**
 * Style suggestions under the Styles field (spec 000 §7, §9; spec 001 §7): the default styles
 * read once, recommendations for what the field holds once typing pauses, and the chips built
 * from both by `topStyleSuggestions`.
 */
export const stylesMachine = setup({
  types: {
    context: {} as StylesContext,
    events: {} as StylesEvent,
    input: {} as StylesInput,
  },
  actors: {
    fetchDefaultStyles: unprovided<string[]>('fetchDefaultStyles'),
    recommendStyles: unprovided<string[], { tags: string }>('recommendStyles'),
    watchCreateStyles,
  },
  guards: {
    hasTags: ({ context }) => context.tags.trim() !== '',
  },
  actions: {
    setDefaultStyles: assign((_, defaultStyles: string[]) => ({ defaultStyles })),
    setTags: assign((_, tags: string) => ({ tags })),
    suggest: assign(({ context }, recommended: string[]) => ({
      suggestions: topStyleSuggestions(
        { defaultStyles: context.defaultStyles, recommended, current: context.tags },
        drawFor(context.seed, context.tags),
      ),
    })),
  },
  delays: {
    styleRecommendDebounce: STYLE_RECOMMEND_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'styles',
  description: 'Style chips: random default genres plus recommendations for the Styles field.',
  context: ({ input }) => ({ defaultStyles: [], tags: '', seed: input.seed, suggestions: [] }),
  invoke: { src: 'watchCreateStyles' },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the default styles the random genres come from.',
      invoke: {
        src: 'fetchDefaultStyles',
        onDone: {
          target: 'settling',
          actions: { type: 'setDefaultStyles', params: ({ event }) => event.output },
        },
        // No defaults: the chips are the recommendations alone.
        onError: 'settling',
      },
      on: { 'styles.change': { actions: { type: 'setTags', params: ({ event }) => event.tags } } },
    },
    settling: {
      description: 'Asks for recommendations when the field holds styles; else suggests at once.',
      always: [
        { guard: 'hasTags', target: 'recommending' },
        { target: 'idle', actions: { type: 'suggest', params: [] } },
      ],
    },
    idle: {
      description: 'The chips match the field.',
      on: {
        'styles.change': {
          target: 'debouncing',
          actions: { type: 'setTags', params: ({ event }) => event.tags },
        },
      },
    },
    debouncing: {
      description: 'The field changed; waits for typing to pause.',
      on: {
        'styles.change': {
          target: 'debouncing',
          reenter: true,
          actions: { type: 'setTags', params: ({ event }) => event.tags },
        },
      },
      after: { styleRecommendDebounce: 'settling' },
    },
    recommending: {
      description: 'Asks which styles go with the field’s.',
      invoke: {
        src: 'recommendStyles',
        input: ({ context }) => ({ tags: context.tags }),
        onDone: {
          target: 'idle',
          actions: { type: 'suggest', params: ({ event }) => event.output },
        },
        onError: { target: 'idle', actions: { type: 'suggest', params: [] } },
      },
      on: {
        // A newer field wins: leaving this state aborts the older call.
        'styles.change': {
          target: 'debouncing',
          actions: { type: 'setTags', params: ({ event }) => event.tags },
        },
      },
    },
  },
});
