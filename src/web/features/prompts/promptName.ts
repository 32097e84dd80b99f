import type { SavedPrompt } from '../../../contracts/generation';

const NAME_MAX_CHARS = 60;

/** What a saved prompt is called in the library: its title, else the first words it holds. */
export function promptName(prompt: SavedPrompt): string | null {
  const text = [prompt.title, prompt.gpt_description_prompt, prompt.tags, prompt.lyrics]
    .map((value) => value?.trim().split('\n')[0]?.trim())
    .find(Boolean);
  if (!text) return null;
  return text.length > NAME_MAX_CHARS ? `${text.slice(0, NAME_MAX_CHARS - 1)}…` : text;
}
