import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, SimulatedClock } from 'xstate';
import { STYLE_RECOMMEND_DEBOUNCE_MS } from '../../src/contracts/client-constants';
import { deferred, flush } from '../../tests/paths/helpers/fixtures';
import { createCreateActors } from '../actors/create.actors';
import type { TagsPort } from '../actors/ports';
import { createStylesActors } from '../actors/styles.actors';
import { createMachine } from './create.machine';
import { stylesMachine } from './styles.machine';
import { selectSuggestions } from './styles.selectors';
import { appendStyle, parseStyles, seededRandom, topStyleSuggestions } from './styles.suggest';

const DEFAULTS = ['Pop', 'Rock', 'Jazz', 'Folk', 'Soul', 'Metal', 'House', 'Trap'];

/** A random source that always picks the first candidate and never swaps. */
const first = () => 0;

describe('style suggestions (spec 000 §9)', () => {
  it('parses and appends comma-separated styles', () => {
    expect(parseStyles(' folk,, warm ,')).toEqual(['folk', 'warm']);
    expect(appendStyle('', 'Jazz')).toBe('Jazz');
    expect(appendStyle('folk, warm, ', 'Jazz')).toBe('folk, warm, Jazz');
    expect(appendStyle('folk', 'Jazz')).toBe('folk, Jazz');
  });

  it('takes 5 random genres plus the recommendations, without repeats or styles in the field', () => {
    // With no shuffling (`first` keeps every swap in place) the order shows where each came from.
    const noShuffle = vi.fn(first);
    const suggestions = topStyleSuggestions(
      { defaultStyles: DEFAULTS, recommended: ['jazz', 'Blues', 'folk', 'Blues'], current: 'folk' },
      noShuffle,
    );
    expect(new Set(suggestions).size).toBe(suggestions.length);
    expect(suggestions.slice().sort()).toEqual(
      ['Pop', 'Rock', 'Jazz', 'Soul', 'Metal', 'Blues'].sort(),
    );
    expect(suggestions.map((s) => s.toLowerCase())).not.toContain('folk');
  });

  it('shuffles the first 10 only', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Style ${i}`);
    const suggestions = topStyleSuggestions(
      { defaultStyles: [], recommended: many, current: '' },
      seededRandom(7),
    );
    expect(suggestions.slice(0, 10).sort()).toEqual(many.slice(0, 10).sort());
    expect(suggestions.slice(0, 10)).not.toEqual(many.slice(0, 10));
    expect(suggestions.slice(10)).toEqual(many.slice(10, 12));
  });

  it('draws the same suggestions from the same seed', () => {
    const draw = (seed: number) =>
      topStyleSuggestions(
        { defaultStyles: DEFAULTS, recommended: ['Blues'], current: '' },
        seededRandom(seed),
      );
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });
});

/** Starts both, lets the form restore and the first recommendation land. */
async function started(port: Partial<TagsPort> = {}) {
  const running = start(port);
  await flush();
  // The restored field may land after the defaults: it then waits out the debounce like typing.
  running.clock.increment(STYLE_RECOMMEND_DEBOUNCE_MS);
  await flush();
  return running;
}

function start(port: Partial<TagsPort> = {}) {
  const tags: TagsPort = {
    getDefaultStyles: vi.fn(async () => DEFAULTS),
    recommend: vi.fn(async () => ['Blues']),
    ...port,
  };
  const storage = { load: vi.fn(async () => ({ mode: 'custom', styles: 'folk' })), save: vi.fn() };
  const generation = { generate: vi.fn(), getRunningRequests: vi.fn() };
  // The real create form beside it: the styles machine follows its Styles field.
  const harness = setup({
    actors: {
      create: createMachine.provide({ actors: createCreateActors({ generation, storage }) }),
      styles: stylesMachine.provide({ actors: createStylesActors(tags) }),
    },
  }).createMachine({
    invoke: [
      { id: 'create', systemId: 'create', src: 'create', input: { tier: 'basic' } },
      { id: 'styles', systemId: 'styles', src: 'styles', input: { seed: 1 } },
    ],
  });
  const clock = new SimulatedClock();
  const root = createActor(harness, { clock }).start();
  return { create: root.system.get('create'), styles: root.system.get('styles'), clock, tags };
}

describe('stylesMachine', () => {
  it('suggests for the restored field, then again once typing pauses', async () => {
    const { create, styles, clock, tags } = await started();
    expect(tags.getDefaultStyles).toHaveBeenCalledOnce();
    expect(tags.recommend).toHaveBeenCalledWith('folk', expect.any(AbortSignal));
    expect(styles.getSnapshot().value).toBe('idle');
    const suggestions = selectSuggestions(styles.getSnapshot());
    expect(suggestions).toHaveLength(6);
    expect(suggestions).toContain('Blues');
    expect(suggestions).not.toContain('Folk');

    create.send({ type: 'create.update', patch: { styles: 'folk, ja' } });
    create.send({ type: 'create.update', patch: { styles: 'folk, jazz' } });
    expect(styles.getSnapshot().value).toBe('debouncing');
    clock.increment(STYLE_RECOMMEND_DEBOUNCE_MS - 1);
    expect(tags.recommend).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(tags.recommend).toHaveBeenLastCalledWith('folk, jazz', expect.any(AbortSignal));
    expect(tags.recommend).toHaveBeenCalledTimes(2);
  });

  it('drops a chip as soon as its style is in the field', async () => {
    const { create, styles } = await started();
    const [chip] = selectSuggestions(styles.getSnapshot());
    create.send({ type: 'create.update', patch: { styles: appendStyle('folk', chip!) } });
    expect(selectSuggestions(styles.getSnapshot())).not.toContain(chip);
  });

  it('abandons a recommendation the field has moved past', async () => {
    const slow = deferred<string[]>();
    const recommend = vi.fn().mockReturnValueOnce(slow.promise).mockResolvedValue(['Gospel']);
    const { create, styles, clock } = await started({ recommend });
    expect(styles.getSnapshot().value).toBe('recommending');
    const signal = recommend.mock.calls[0]![1] as AbortSignal;
    create.send({ type: 'create.update', patch: { styles: 'soul' } });
    expect(signal.aborted).toBe(true);
    clock.increment(STYLE_RECOMMEND_DEBOUNCE_MS);
    await flush();
    expect(selectSuggestions(styles.getSnapshot())).toContain('Gospel');
  });

  it('still offers random genres when recommendations fail', async () => {
    const { styles } = await started({
      recommend: vi.fn().mockRejectedValue(new Error('offline')),
    });
    expect(selectSuggestions(styles.getSnapshot())).toHaveLength(5);
  });
});
