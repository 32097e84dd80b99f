import { setup } from 'xstate';

export type AddMenuEvent =
  | { type: 'addMenu.toggle' }
  | { type: 'addMenu.close' }
  | { type: 'addMenu.showPersonas' }
  | { type: 'addMenu.showPrompts' }
  | { type: 'addMenu.back' };

/**
 * The create form's add menu (spec 000 §2): closed, or open on one of its three pages,
 * main, personas and prompts. Opening always starts at main.
 */
export const addMenuMachine = setup({
  types: {
    events: {} as AddMenuEvent,
  },
}).createMachine({
  id: 'addMenu',
  description: 'The add menu of the create form: main, personas and prompts.',
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the Add button shows.',
      on: { 'addMenu.toggle': 'open' },
    },
    open: {
      description: 'The menu is open on one of its pages.',
      initial: 'main',
      on: { 'addMenu.toggle': 'closed', 'addMenu.close': 'closed' },
      states: {
        main: {
          description: 'Personas, Prompts, and saving the form as a prompt.',
          on: { 'addMenu.showPersonas': 'personas', 'addMenu.showPrompts': 'prompts' },
        },
        personas: {
          description: 'The personas to sing with.',
          on: { 'addMenu.back': 'main' },
        },
        prompts: {
          description: 'The prompt library: apply or delete a saved prompt.',
          on: { 'addMenu.back': 'main' },
        },
      },
    },
  },
});
