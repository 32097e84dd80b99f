import { describe, expect, it } from 'vitest';
import {
  createProvider,
  providerConfigFromEnv,
  providerFromEnv,
  ProviderConfigError,
} from './from-env';

describe('providerConfigFromEnv', () => {
  it('is the procedural engine when nothing is set', () => {
    expect(providerConfigFromEnv({})).toEqual({ id: 'procedural' });
    expect(providerFromEnv({ ENGINE_PROVIDER: '' }).id).toBe('procedural');
  });

  it('reads the ACE-Step server, key and time limit', () => {
    const env = {
      ENGINE_PROVIDER: 'acestep',
      ACESTEP_URL: 'https://gpu.example:8001',
      ACESTEP_API_KEY: ' k3y ',
      ACESTEP_TIMEOUT_S: '90',
    };
    expect(providerConfigFromEnv(env)).toEqual({
      id: 'acestep',
      url: 'https://gpu.example:8001',
      apiKey: 'k3y',
      timeoutMs: 90_000,
    });
    const provider = providerFromEnv(env);
    expect(provider.id).toBe('acestep');
    expect(provider.tasks).toContain('generate');
  });

  it.each([
    [{ ENGINE_PROVIDER: 'suno' }, /ENGINE_PROVIDER must be procedural or acestep/],
    [{ ENGINE_PROVIDER: 'acestep' }, /needs ACESTEP_URL/],
    [{ ENGINE_PROVIDER: 'acestep', ACESTEP_URL: 'gpu-box:8001' }, /must be http or https/],
    [{ ENGINE_PROVIDER: 'acestep', ACESTEP_URL: 'not a url' }, /not a URL/],
    [
      { ENGINE_PROVIDER: 'acestep', ACESTEP_URL: 'http://gpu:8001', ACESTEP_TIMEOUT_S: '0' },
      /ACESTEP_TIMEOUT_S must be a positive number/,
    ],
  ])('refuses %o at start', (env, message) => {
    expect(() => providerConfigFromEnv(env)).toThrow(ProviderConfigError);
    expect(() => providerConfigFromEnv(env)).toThrow(message);
  });

  it('builds the same provider from the config a worker thread receives', () => {
    const config = structuredClone(
      providerConfigFromEnv({ ENGINE_PROVIDER: 'acestep', ACESTEP_URL: 'http://gpu:8001' }),
    );
    expect(createProvider(config).id).toBe('acestep');
  });
});
