import type { SnapshotFrom } from 'xstate';
import type { toastsMachine } from './toasts.machine';

type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/** The toasts on screen, oldest first. */
export const selectToasts = (s: ToastsSnapshot) => s.context.toasts;
