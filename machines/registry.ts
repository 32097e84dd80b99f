import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine';
import { preferencesMachine } from './preferences/preferences.machine';
import { sessionMachine } from './session/session.machine';

/** Every machine, for the generated statechart docs and the path-suite check. */
export const machines: readonly AnyStateMachine[] = [
  appMachine,
  sessionMachine,
  preferencesMachine,
];
