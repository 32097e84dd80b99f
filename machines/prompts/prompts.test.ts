import { describe, expect, it, vi } from 'vitest';
import { PROMPT_SAVED_TOAST_MS } from '../../src/contracts/client-constants';
import type { SavedPrompt } from '../../src/contracts/generation';
import { codedError, deferred, flush } from '../../tests/paths/helpers/fixtures';
import { runInSystem } from '../../tests/paths/helpers/system';
import type { PromptsPort } from '../actors/ports';
import { createPromptsActors } from '../actors/prompts.actors';
import { defaultFields, type CreateFields } from '../create/create.fields';
import { hasPromptText, toSavePromptBody } from './prompts.fields';
import { promptsMachine } from './prompts.machine';
import {
  selectDeletingId,
  selectIsSaving,
  selectListStatus,
  selectPrompts,
} from './prompts.selectors';

const aPrompt = (overrides: Partial<SavedPrompt> = {}): SavedPrompt => ({
  id: 'prompt-1',
  gpt_description_prompt: null,
  lyrics: '[Verse]\nharbor lights',
  tags: 'folk, warm',
  negative_tags: null,
  title: 'Harbor',
  sliders: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const custom: CreateFields = {
  ...defaultFields,
  mode: 'custom',
  description: 'ignored in custom mode',
  lyrics: '[Verse]\nharbor lights',
  styles: 'folk, warm ',
  title: 'Harbor',
  sliders: { style_weight: 0.4 },
};

function start(port: Partial<PromptsPort> = {}) {
  const prompts: PromptsPort = {
    list: vi.fn(async () => [aPrompt()]),
    save: vi.fn(async (body) => aPrompt({ ...body, id: 'prompt-2' })),
    remove: vi.fn(async () => {}),
    ...port,
  };
  const machine = promptsMachine.provide({ actors: createPromptsActors(prompts) });
  return { ...runInSystem(machine, { systemId: 'prompts' }), prompts };
}

describe('toSavePromptBody', () => {
  it('keeps what custom mode shows, trimmed, and nothing of simple mode', () => {
    expect(toSavePromptBody(custom)).toEqual({
      gpt_description_prompt: null,
      lyrics: '[Verse]\nharbor lights',
      tags: 'folk, warm',
      negative_tags: null,
      title: 'Harbor',
      sliders: { style_weight: 0.4 },
    });
    expect(toSavePromptBody({ ...custom, instrumental: true }).lyrics).toBeNull();
  });

  it('keeps only the description in simple mode', () => {
    const body = toSavePromptBody({ ...custom, mode: 'simple' });
    expect(body).toEqual({
      gpt_description_prompt: 'ignored in custom mode',
      lyrics: null,
      tags: null,
      negative_tags: null,
      title: null,
      sliders: null,
    });
    expect(hasPromptText(toSavePromptBody(defaultFields))).toBe(false);
  });
});

describe('promptsMachine', () => {
  it('loads the library on start', async () => {
    const { subject } = start();
    expect(selectListStatus(subject.getSnapshot())).toBe('loading');
    await flush();
    expect(selectListStatus(subject.getSnapshot())).toBe('ready');
    expect(selectPrompts(subject.getSnapshot()).map((p) => p.id)).toEqual(['prompt-1']);
  });

  it('saves the form first in the list and says so for PROMPT_SAVED_TOAST_MS', async () => {
    const { subject, prompts, received } = start();
    await flush();
    subject.send({ type: 'prompts.save', fields: custom });
    expect(selectIsSaving(subject.getSnapshot())).toBe(true);
    await flush();
    expect(prompts.save).toHaveBeenCalledWith(toSavePromptBody(custom), expect.any(AbortSignal));
    expect(selectPrompts(subject.getSnapshot()).map((p) => p.id)).toEqual(['prompt-2', 'prompt-1']);
    expect(received('toasts')).toEqual([
      { type: 'toasts.show', code: 'promptSaved', durationMs: PROMPT_SAVED_TOAST_MS },
    ]);
    expect(PROMPT_SAVED_TOAST_MS).toBe(5000);
  });

  it('shows "Prompt could not be saved" when saving fails', async () => {
    const { subject, received } = start({ save: vi.fn().mockRejectedValue(codedError('network')) });
    subject.send({ type: 'prompts.save', fields: custom });
    await flush();
    expect(received('toasts')).toEqual([{ type: 'toasts.show', code: 'promptSaveFailed' }]);
    expect(selectIsSaving(subject.getSnapshot())).toBe(false);
  });

  it('does not ask the server to save an empty form', async () => {
    const { subject, prompts, received } = start();
    subject.send({ type: 'prompts.save', fields: { ...defaultFields, mode: 'custom' } });
    await flush();
    expect(prompts.save).not.toHaveBeenCalled();
    expect(received('toasts')).toEqual([{ type: 'toasts.show', code: 'emptyPrompt' }]);
  });

  it('deletes a prompt, and keeps it when the server refuses', async () => {
    const refusal = deferred<void>();
    const remove = vi.fn().mockReturnValueOnce(refusal.promise).mockResolvedValue(undefined);
    const { subject, received } = start({ remove });
    await flush();
    subject.send({ type: 'prompts.delete', id: 'prompt-1' });
    expect(selectDeletingId(subject.getSnapshot())).toBe('prompt-1');
    refusal.reject(codedError('notFound'));
    await flush();
    expect(selectPrompts(subject.getSnapshot())).toHaveLength(1);
    expect(received('toasts')).toEqual([{ type: 'toasts.show', code: 'notFound' }]);

    subject.send({ type: 'prompts.delete', id: 'prompt-1' });
    await flush();
    expect(remove).toHaveBeenLastCalledWith('prompt-1', expect.any(AbortSignal));
    expect(selectPrompts(subject.getSnapshot())).toEqual([]);
  });

  it('applies a saved prompt to the create form', async () => {
    const { subject, received } = start();
    await flush();
    subject.send({ type: 'prompts.apply', id: 'missing' });
    subject.send({ type: 'prompts.apply', id: 'prompt-1' });
    expect(received('create')).toEqual([{ type: 'create.apply', prompt: aPrompt() }]);
  });

  it('can read the library again after a failure', async () => {
    const list = vi.fn().mockRejectedValueOnce(codedError('network')).mockResolvedValue([]);
    const { subject } = start({ list });
    await flush();
    expect(selectListStatus(subject.getSnapshot())).toBe('failed');
    expect(subject.getSnapshot().context.error).toBe('network');
    subject.send({ type: 'prompts.reload' });
    await flush();
    expect(selectListStatus(subject.getSnapshot())).toBe('ready');
  });
});
