import { useSelector } from '@xstate/react';
import {
  selectSuggestions,
  selectSuggestionsPending,
} from '../../../machines/create/styles.selectors';
import { useSignedInActor } from './RootActorContext';

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((style, i) => style === b[i]);

/** The style chips for the create form's Styles field. */
export function useStyleSuggestions(): string[] {
  // The list is rebuilt on every snapshot: compare by content so unchanged chips do not re-render.
  return useSelector(useSignedInActor('styles'), selectSuggestions, sameList);
}

/** Whether the chips are still catching up with the Styles field (shown as aria-busy). */
export function useStyleSuggestionsPending(): boolean {
  return useSelector(useSignedInActor('styles'), selectSuggestionsPending);
}
