import { fromPromise } from 'xstate';
import type { SavedPrompt } from '../../src/contracts/generation';
import type { PromptsPort, SavePromptBody } from './ports';

/** The prompt library's effect actors, built from the prompts port. */
export function createPromptsActors(prompts: PromptsPort) {
  return {
    fetchPrompts: fromPromise<SavedPrompt[], void>(({ signal }) => prompts.list(signal)),
    savePrompt: fromPromise<SavedPrompt, SavePromptBody>(({ input, signal }) =>
      prompts.save(input, signal),
    ),
    deletePrompt: fromPromise<void, { id: string }>(({ input, signal }) =>
      prompts.remove(input.id, signal),
    ),
  };
}
