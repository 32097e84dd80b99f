import type { SavePromptBody } from '../actors/ports';
import type { CreateFields } from '../create/create.fields';

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The saved prompt for the form as the user sees it (spec 000 §7 `POST /api/prompts/`): simple
 * mode keeps the description; custom mode the lyrics (unless instrumental), styles, exclude
 * styles, title and sliders.
 */
export function toSavePromptBody(fields: CreateFields): SavePromptBody {
  if (fields.mode === 'simple') {
    return {
      gpt_description_prompt: textOrNull(fields.description),
      lyrics: null,
      tags: null,
      negative_tags: null,
      title: null,
      sliders: null,
    };
  }
  return {
    gpt_description_prompt: null,
    lyrics: fields.instrumental ? null : textOrNull(fields.lyrics),
    tags: textOrNull(fields.styles),
    negative_tags: textOrNull(fields.excludeStyles),
    title: textOrNull(fields.title),
    sliders: Object.keys(fields.sliders).length ? fields.sliders : null,
  };
}

/** Whether a prompt holds any words worth keeping (sliders alone are not a prompt). */
export function hasPromptText(body: SavePromptBody): boolean {
  return [body.gpt_description_prompt, body.lyrics, body.tags, body.negative_tags, body.title].some(
    (text) => !!text,
  );
}
