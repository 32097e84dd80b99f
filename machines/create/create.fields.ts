import { VOCAL_GENDERS, type ControlSliders, type VocalGender } from '../../src/contracts/clip';
import {
  SIMPLE_PROMPT_MAX_CHARS,
  TAGS_MAX_CHARS,
  TITLE_MAX_CHARS,
  type Tier,
} from '../../src/contracts/constants';
import type { ErrorCode } from '../../src/contracts/errors';
import type { GenerateBody } from '../../src/contracts/client-generation';
import type { BillingModel, SavedPrompt } from '../../src/contracts/generation';

/** The create form's two modes (spec 000 §3 create modes `simple` and `custom`). */
export type CreateFormMode = 'simple' | 'custom';

/** What the create form holds (spec 001 §3 "Create state", the parts this form edits). */
export interface CreateFields {
  mode: CreateFormMode;
  /** Simple mode's song description, at most SIMPLE_PROMPT_MAX_CHARS. */
  description: string;
  instrumental: boolean;
  lyrics: string;
  styles: string;
  excludeStyles: string;
  title: string;
  vocalGender: VocalGender | null;
  sliders: ControlSliders;
  /** Model version (`mv`); null lets the server pick its default. */
  mv: string | null;
  /** The persona the song is sung with (spec 001 §3 create state "persona id"), from the Add menu. */
  persona: { id: string; name: string } | null;
}

export type CreateField = keyof CreateFields;
export type FieldErrors = Partial<Record<CreateField, ErrorCode>>;

/** What the chosen model allows, from billing's `models` (the hook looks it up). */
export type ModelLimits = Pick<
  BillingModel,
  'can_use' | 'max_lyrics_chars' | 'can_control_sliders'
>;

export const defaultFields: CreateFields = {
  mode: 'simple',
  description: '',
  instrumental: false,
  lyrics: '',
  styles: '',
  excludeStyles: '',
  title: '',
  vocalGender: null,
  sliders: {},
  mv: null,
  persona: null,
};

/** Applies an edit. Spec 000 §5: description input past 200 characters is ignored. */
export function applyPatch(fields: CreateFields, patch: Partial<CreateFields>): CreateFields {
  const next = { ...fields, ...patch };
  if (next.description.length > SIMPLE_PROMPT_MAX_CHARS) {
    next.description = next.description.slice(0, SIMPLE_PROMPT_MAX_CHARS);
  }
  return next;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isSlider = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;

/** What was stored, field by field: anything malformed falls back to the default. */
export function parseStoredFields(raw: unknown): CreateFields {
  const stored = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<
    Record<CreateField, unknown>
  >;
  const text = (key: 'description' | 'lyrics' | 'styles' | 'excludeStyles' | 'title') => {
    const value = stored[key];
    return isString(value) ? value : defaultFields[key];
  };
  const sliders = (
    typeof stored.sliders === 'object' && stored.sliders !== null ? stored.sliders : {}
  ) as Record<string, unknown>;
  return applyPatch(defaultFields, {
    mode: stored.mode === 'custom' ? 'custom' : 'simple',
    description: text('description'),
    instrumental: stored.instrumental === true,
    lyrics: text('lyrics'),
    styles: text('styles'),
    excludeStyles: text('excludeStyles'),
    title: text('title'),
    vocalGender: (VOCAL_GENDERS as readonly unknown[]).includes(stored.vocalGender)
      ? (stored.vocalGender as VocalGender)
      : null,
    sliders: Object.fromEntries(
      (['style_weight', 'audio_weight', 'weirdness_constraint'] as const)
        .filter((key) => isSlider(sliders[key]))
        .map((key) => [key, sliders[key] as number]),
    ),
    mv: isString(stored.mv) && stored.mv !== '' ? stored.mv : null,
    persona: parsePersona(stored.persona),
  });
}

function parsePersona(value: unknown): CreateFields['persona'] {
  const persona = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return isString(persona.id) && persona.id !== '' && isString(persona.name)
    ? { id: persona.id, name: persona.name }
    : null;
}

/** The field errors that stop a submit (spec 000 §5 and the server's validation codes). */
export function validateFields(fields: CreateFields, model?: ModelLimits): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.mode === 'simple') {
    if (fields.description.trim() === '') errors.description = 'emptyPrompt';
  } else {
    const lyrics = fields.instrumental ? '' : fields.lyrics.trim();
    if (lyrics === '' && fields.styles.trim() === '') {
      errors[fields.instrumental ? 'styles' : 'lyrics'] = 'emptyPrompt';
    }
    if (fields.title.length > TITLE_MAX_CHARS) errors.title = 'titleTooLong';
    if (!fields.instrumental && model && fields.lyrics.length > model.max_lyrics_chars) {
      errors.lyrics = 'lyricsTooLong';
    }
    if (fields.styles.length > TAGS_MAX_CHARS) errors.styles = 'validation';
    if (fields.excludeStyles.length > TAGS_MAX_CHARS) errors.excludeStyles = 'validation';
  }
  if (model && !model.can_use) errors.mv = 'modelNotAllowed';
  return errors;
}

/** Errors that need the chosen model's limits, which only a submit has at hand. */
const MODEL_ERRORS: readonly ErrorCode[] = ['lyricsTooLong', 'modelNotAllowed'];

/**
 * The field errors left after an edit: a changed field's own error goes at once (the next
 * submit checks it again), and so does any other the edit resolved (styles given make empty
 * lyrics fine, another mode drops the other mode's errors). Model limits go when the model does.
 */
export function errorsAfterEdit(
  errors: FieldErrors,
  fields: CreateFields,
  changed: readonly CreateField[],
): FieldErrors {
  const stillWrong = validateFields(fields);
  const kept = Object.entries(errors).filter(([field, code]) => {
    if (changed.includes(field as CreateField)) return false;
    if (MODEL_ERRORS.includes(code)) return !changed.includes('mv');
    return stillWrong[field as CreateField] === code;
  });
  return Object.fromEntries(kept) as FieldErrors;
}

/** The body of the generate call (spec 000 §7) for the form as it is. */
export function toGenerateRequest(
  fields: CreateFields,
  tier: Tier,
  model?: ModelLimits,
): GenerateBody {
  const common = {
    mv: fields.mv ?? undefined,
    make_instrumental: fields.instrumental,
    // A persona sings: an instrumental has no use for it.
    persona_id: fields.instrumental ? undefined : fields.persona?.id,
  };
  if (fields.mode === 'simple') {
    return {
      ...common,
      gpt_description_prompt: fields.description.trim(),
      metadata: { create_mode: 'simple', user_tier: tier },
    };
  }
  const allowed = model?.can_control_sliders ?? [];
  const sliders = Object.fromEntries(
    Object.entries(fields.sliders).filter(([key]) => (allowed as string[]).includes(key)),
  );
  return {
    ...common,
    prompt: fields.instrumental ? undefined : fields.lyrics,
    tags: fields.styles.trim() || undefined,
    negative_tags: fields.excludeStyles.trim() || undefined,
    title: fields.title.trim() || undefined,
    metadata: {
      create_mode: 'custom',
      user_tier: tier,
      vocal_gender: fields.instrumental ? undefined : (fields.vocalGender ?? undefined),
      control_sliders: Object.keys(sliders).length ? sliders : undefined,
      can_control_sliders: allowed.length ? [...allowed] : undefined,
    },
  };
}

/** What a saved prompt (spec 000 §3) brings to the form. */
export type PromptFields = Pick<
  SavedPrompt,
  'gpt_description_prompt' | 'lyrics' | 'tags' | 'negative_tags' | 'title' | 'sliders'
>;

/**
 * The form after applying a saved prompt: its texts replace the form's, and the mode follows
 * what it holds (custom when it has lyrics or styles, simple otherwise). The model and voice,
 * which a prompt does not hold, stay as they were.
 */
export function applyPrompt(fields: CreateFields, prompt: PromptFields): CreateFields {
  const lyrics = prompt.lyrics ?? '';
  const styles = prompt.tags ?? '';
  const custom = lyrics.trim() !== '' || styles.trim() !== '';
  return applyPatch(fields, {
    mode: custom ? 'custom' : 'simple',
    description: prompt.gpt_description_prompt ?? '',
    instrumental: false,
    lyrics,
    styles,
    excludeStyles: prompt.negative_tags ?? '',
    title: prompt.title ?? '',
    sliders: prompt.sliders ?? {},
  });
}
