import { describe, expect, it, vi } from 'vitest';
import { CREATE_SAVE_DEBOUNCE_MS } from '../../src/contracts/client-constants';
import { CREATE_STATE_STORAGE_KEY } from '../../src/contracts/constants';
import type { GenerateResponse } from '../../src/contracts/generation';
import { aClip, codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { runInSystem } from '../../tests/paths/helpers/system';
import { createCreateActors } from '../actors/create.actors';
import type { GenerationPort, StoragePort } from '../actors/ports';
import { applyPatch, defaultFields, toGenerateRequest, validateFields } from './create.fields';
import { createMachine } from './create.machine';
import { selectCopyrightText, selectFieldErrors, selectPrompt } from './create.selectors';

const model = {
  can_use: true,
  max_lyrics_chars: 20,
  can_control_sliders: ['style_weight' as const],
};

function start(
  options: { stored?: unknown; tier?: 'basic' | 'pro'; generate?: GenerationPort['generate'] } = {},
) {
  const storage: StoragePort = {
    load: vi.fn(async () => options.stored ?? null),
    save: vi.fn(async () => {}),
  };
  const generation: GenerationPort = {
    generate: vi.fn(options.generate ?? (() => deferred<GenerateResponse>().promise)),
    getRunningRequests: vi.fn(),
  };
  const machine = createMachine.provide({ actors: createCreateActors({ generation, storage }) });
  const system = runInSystem(machine, {
    systemId: 'create',
    input: { tier: options.tier ?? 'basic' },
  });
  return { ...system, storage, generation };
}

const refusal = (code: string, detail = '', retryAfterS: number | null = null) =>
  Object.assign(codedError(code), { detail, retryAfterS });

describe('create fields', () => {
  it('ignores description input past 200 characters', () => {
    const fields = applyPatch(defaultFields, { description: 'x'.repeat(250) });
    expect(fields.description).toHaveLength(200);
  });

  it('validates by mode with error codes', () => {
    expect(validateFields(defaultFields)).toEqual({ description: 'emptyPrompt' });
    const custom = { ...defaultFields, mode: 'custom' as const };
    expect(validateFields(custom)).toEqual({ lyrics: 'emptyPrompt' });
    expect(validateFields({ ...custom, instrumental: true })).toEqual({ styles: 'emptyPrompt' });
    expect(
      validateFields({ ...custom, lyrics: 'x'.repeat(21), title: 't'.repeat(101) }, model),
    ).toEqual({ lyrics: 'lyricsTooLong', title: 'titleTooLong' });
    expect(validateFields({ ...custom, styles: 'pop' }, { ...model, can_use: false })).toEqual({
      mv: 'modelNotAllowed',
    });
  });

  it('builds the custom body with only the sliders the model honours', () => {
    const body = toGenerateRequest(
      {
        ...defaultFields,
        mode: 'custom',
        lyrics: '[Verse] la',
        styles: 'synthwave',
        excludeStyles: 'metal',
        title: 'Rain',
        vocalGender: 'female',
        sliders: { style_weight: 0.7, weirdness_constraint: 0.2 },
        mv: 'openchirp-v1',
      },
      'pro',
      model,
    );
    expect(body).toEqual({
      mv: 'openchirp-v1',
      make_instrumental: false,
      prompt: '[Verse] la',
      tags: 'synthwave',
      negative_tags: 'metal',
      title: 'Rain',
      metadata: {
        create_mode: 'custom',
        user_tier: 'pro',
        vocal_gender: 'female',
        control_sliders: { style_weight: 0.7 },
        can_control_sliders: ['style_weight'],
      },
    });
  });
});

describe('createMachine', () => {
  it('restores the stored form and saves changes after a pause', async () => {
    const { subject, storage, clock } = start({ stored: { description: 'kept', mode: 'nope' } });
    await flush();
    expect(subject.getSnapshot().context.fields).toEqual({ ...defaultFields, description: 'kept' });
    subject.send({ type: 'create.update', patch: { description: 'kept song' } });
    subject.send({ type: 'create.update', patch: { instrumental: true } });
    clock.increment(CREATE_SAVE_DEBOUNCE_MS - 1);
    expect(storage.save).not.toHaveBeenCalled();
    clock.increment(1);
    expect(storage.save).toHaveBeenCalledOnce();
    expect(storage.save).toHaveBeenCalledWith(CREATE_STATE_STORAGE_KEY, {
      ...defaultFields,
      description: 'kept song',
      instrumental: true,
    });
  });

  it('shows field errors instead of calling the server', async () => {
    const { subject, generation } = start();
    await flush();
    subject.send({ type: 'create.submit' });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({ description: 'emptyPrompt' });
    expect(generation.generate).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field changes, and keeps the others', async () => {
    const { subject } = start({ stored: { mode: 'custom', title: 't'.repeat(101) } });
    await flush();
    subject.send({ type: 'create.submit', model });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({
      lyrics: 'emptyPrompt',
      title: 'titleTooLong',
    });
    // Styles alone make a custom song: the lyrics' "empty" no longer holds either.
    subject.send({ type: 'create.update', patch: { styles: 'pop' } });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({ title: 'titleTooLong' });
    subject.send({ type: 'create.update', patch: { title: 'Rain' } });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({});
  });

  it('clears the description error on typing, and the lyrics limit on a change of model', async () => {
    const { subject } = start();
    await flush();
    subject.send({ type: 'create.submit' });
    subject.send({ type: 'create.update', patch: { description: 'r' } });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({});

    subject.send({ type: 'create.update', patch: { mode: 'custom', lyrics: 'x'.repeat(21) } });
    subject.send({ type: 'create.submit', model });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({ lyrics: 'lyricsTooLong' });
    // The limit is the model's: another field leaves it, another model clears it.
    subject.send({ type: 'create.update', patch: { styles: 'pop' } });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({ lyrics: 'lyricsTooLong' });
    subject.send({ type: 'create.update', patch: { mv: 'chirp-v4' } });
    expect(selectFieldErrors(subject.getSnapshot())).toEqual({});
  });

  it('hands the new request to the tracker and keeps the form', async () => {
    const response = { id: 'request-1', clips: [aClip(), aClip({ id: 'clip-b' })] };
    const { subject, generation, received } = start({
      stored: { description: 'rain' },
      generate: async () => response,
    });
    await flush();
    subject.send({ type: 'create.submit' });
    expect(generation.generate).toHaveBeenCalledWith(
      {
        mv: undefined,
        make_instrumental: false,
        gpt_description_prompt: 'rain',
        metadata: { create_mode: 'simple', user_tier: 'basic' },
      },
      expect.any(AbortSignal),
    );
    await flush();
    expect(received('generations')).toEqual([{ type: 'generations.track', request: response }]);
    expect(subject.getSnapshot().value).toEqual({ form: 'editing', storage: 'idle' });
    expect(subject.getSnapshot().context.fields.description).toBe('rain');
  });

  it.each([
    ['copyright', 'basic', 'copyright'],
    ['tooManyRunningJobs', 'basic', 'outOfConcurrency'],
    ['insufficientCredits', 'basic', 'upsell'],
    ['subscriptionPastDue', 'basic', 'pastDue'],
    ['accountNeedsSupport', 'pro', 'needsSupport'],
  ] as const)('answers %s (%s) with the %s dialog', async (code, tier, prompt) => {
    const { subject, received } = start({
      stored: { description: 'rain' },
      tier,
      generate: () => Promise.reject(refusal(code, 'No artist names, please.')),
    });
    await flush();
    subject.send({ type: 'create.submit' });
    await flush();
    expect(selectPrompt(subject.getSnapshot())).toBe(prompt);
    expect(received('toasts')).toEqual([]);
    if (prompt === 'copyright') {
      expect(selectCopyrightText(subject.getSnapshot())).toBe('No artist names, please.');
    }
    subject.send({ type: 'create.dismiss' });
    expect(selectPrompt(subject.getSnapshot())).toBeNull();
  });

  it.each([
    [refusal('tooManyRunningJobs'), { code: 'tooManyRunningJobs' }],
    [
      refusal('tooManyRequests', 'slow down', 30),
      { code: 'tooManyRequests', params: { retryAfterS: 30 } },
    ],
    [refusal('lyricsModeration'), { code: 'lyricsModeration' }],
    [refusal('elevatedUsage'), { code: 'elevatedUsage' }],
    [
      refusal('unknown', 'Model is warming up'),
      { code: 'unknown', params: { detail: 'Model is warming up' } },
    ],
    [new Error('socket hang up'), { code: 'unknown' }],
  ])('toasts %o for a pro user', async (error, toast) => {
    const { subject, received } = start({
      stored: { description: 'rain' },
      tier: 'pro',
      generate: () => Promise.reject(error),
    });
    await flush();
    subject.send({ type: 'create.submit' });
    await flush();
    expect(selectPrompt(subject.getSnapshot())).toBeNull();
    expect(received('toasts')).toEqual([{ type: 'toasts.show', ...toast }]);
  });

  it('fills custom mode with written lyrics', async () => {
    const { subject } = start();
    await flush();
    subject.send({ type: 'create.fillLyrics', lyrics: '[Verse] hi', title: 'Hi' });
    expect(subject.getSnapshot().context.fields).toMatchObject({
      mode: 'custom',
      lyrics: '[Verse] hi',
      title: 'Hi',
    });
  });

  it('replaces the fields with an applied prompt, in the mode it needs', async () => {
    const { subject, storage, clock } = start({ stored: { description: 'rain', mv: 'm1' } });
    await flush();
    const saved = {
      gpt_description_prompt: null,
      lyrics: '[Verse] harbor',
      tags: 'folk',
      negative_tags: 'metal',
      title: 'Harbor',
      sliders: { style_weight: 0.3 },
    };
    subject.send({ type: 'create.apply', prompt: saved });
    expect(subject.getSnapshot().context.fields).toEqual({
      ...defaultFields,
      mode: 'custom',
      lyrics: '[Verse] harbor',
      styles: 'folk',
      excludeStyles: 'metal',
      title: 'Harbor',
      sliders: { style_weight: 0.3 },
      mv: 'm1',
    });
    subject.send({
      type: 'create.apply',
      prompt: { ...saved, gpt_description_prompt: 'a sea shanty', lyrics: null, tags: ' ' },
    });
    expect(subject.getSnapshot().context.fields).toMatchObject({
      mode: 'simple',
      description: 'a sea shanty',
    });
    // An applied prompt is kept on this device like any other change.
    clock.increment(CREATE_SAVE_DEBOUNCE_MS);
    await flush();
    expect(storage.save).toHaveBeenLastCalledWith(
      CREATE_STATE_STORAGE_KEY,
      expect.objectContaining({ description: 'a sea shanty' }),
    );
  });
});
