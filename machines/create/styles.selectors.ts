import type { SnapshotFrom } from 'xstate';
import type { stylesMachine } from './styles.machine';
import { parseStyles } from './styles.suggest';

type StylesSnapshot = SnapshotFrom<typeof stylesMachine> | undefined;

/** The chips to show: the suggestions not yet in the field (a chip just added leaves at once). */
export function selectSuggestions(s: StylesSnapshot): string[] {
  if (!s) return [];
  const taken = new Set(parseStyles(s.context.tags).map((style) => style.toLowerCase()));
  return s.context.suggestions.filter((style) => !taken.has(style.toLowerCase()));
}

/** True while the chips are being brought up to date with the field (debounce, recommendation). */
export const selectSuggestionsPending = (s: StylesSnapshot): boolean => !!s && !s.matches('idle');
