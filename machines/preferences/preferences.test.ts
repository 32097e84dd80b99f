import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { deferred, flush } from '../../tests/paths/helpers/fixtures';
import type { Preferences, PreferencesPort } from '../actors/ports';
import { createPreferencesActors } from '../actors/preferences.actors';
import { preferencesMachine } from './preferences.machine';
import { selectLanguage, selectPreferencesLoaded, selectTheme } from './preferences.selectors';

function start(load: () => Promise<Preferences>) {
  const saves: Array<ReturnType<typeof deferred<void>>> = [];
  const port: PreferencesPort = {
    load: vi.fn(load),
    save: vi.fn(() => {
      const call = deferred<void>();
      saves.push(call);
      return call.promise;
    }),
  };
  const machine = preferencesMachine.provide({ actors: createPreferencesActors(port) });
  return { actor: createActor(machine).start(), port, saves };
}

describe('preferencesMachine', () => {
  it('keeps the defaults (dark, en) when loading fails', async () => {
    const { actor } = start(() => Promise.reject(new Error('storage unavailable')));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ theme: 'dark', language: 'en' });
  });

  it('applies the stored choice', async () => {
    const { actor } = start(async () => ({ theme: 'light', language: 'es' }));
    await flush();
    expect(actor.getSnapshot().context).toEqual({ theme: 'light', language: 'es' });
  });

  it('saves the latest choice when changed twice quickly', async () => {
    const { actor, port, saves } = start(async () => ({ theme: 'dark', language: 'en' }));
    await flush();
    actor.send({ type: 'preferences.setTheme', theme: 'light' });
    actor.send({ type: 'preferences.setLanguage', language: 'es' });
    expect(port.save).toHaveBeenLastCalledWith({ theme: 'light', language: 'es' });

    saves[0]!.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('saving');
    saves[1]!.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ theme: 'light', language: 'es' });
  });

  it('keeps a choice whose save failed for this visit', async () => {
    const { actor, saves } = start(async () => ({ theme: 'dark', language: 'en' }));
    await flush();
    actor.send({ type: 'preferences.setTheme', theme: 'system' });
    saves[0]!.reject(new Error('quota exceeded'));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.theme).toBe('system');
  });
});

describe('preferences selectors', () => {
  it('read the choice and whether it is loaded', async () => {
    const { actor } = start(async () => ({ theme: 'system', language: 'es' }));
    expect(selectPreferencesLoaded(actor.getSnapshot())).toBe(false);
    expect(selectTheme(actor.getSnapshot())).toBe('dark');
    await flush();
    expect(selectPreferencesLoaded(actor.getSnapshot())).toBe(true);
    expect(selectTheme(actor.getSnapshot())).toBe('system');
    expect(selectLanguage(actor.getSnapshot())).toBe('es');
  });
});
