import type { SnapshotFrom } from 'xstate';
import type { addMenuMachine } from './addMenu.machine';

type AddMenuSnapshot = SnapshotFrom<typeof addMenuMachine>;

/** The page the menu shows, or `closed`. */
export type AddMenuPage = 'closed' | 'main' | 'personas' | 'prompts';

export const selectAddMenuPage = (s: AddMenuSnapshot): AddMenuPage =>
  s.matches('closed')
    ? 'closed'
    : s.matches({ open: 'personas' })
      ? 'personas'
      : s.matches({ open: 'prompts' })
        ? 'prompts'
        : 'main';
