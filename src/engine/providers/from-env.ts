import { createAceStepProvider } from './acestep';
import { withFallback } from './fallback';
import { createProceduralProvider } from './procedural';
import type { EngineProvider, ProviderId } from './provider';

/**
 * Which provider to run, as plain data: it crosses into worker threads (`workerData`), where
 * {@link createProvider} builds the provider itself.
 */
export type ProviderConfig =
  { id: 'procedural' } | { id: 'acestep'; url: string; apiKey?: string; timeoutMs?: number };

/** A setting that makes no sense: the process should stop at start, saying which. */
export class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

const PROVIDER_IDS: readonly ProviderId[] = ['procedural', 'acestep'];

/**
 * Reads `ENGINE_PROVIDER` (`procedural`, the default, or `acestep`), and for ACE-Step
 * `ACESTEP_URL` (required, http or https), `ACESTEP_API_KEY` (optional) and
 * `ACESTEP_TIMEOUT_S` (optional, whole job). Throws {@link ProviderConfigError} otherwise.
 */
export function providerConfigFromEnv(env: Record<string, string | undefined>): ProviderConfig {
  const id = env.ENGINE_PROVIDER?.trim() || 'procedural';
  if (!PROVIDER_IDS.includes(id as ProviderId)) {
    throw new ProviderConfigError(
      `ENGINE_PROVIDER must be ${PROVIDER_IDS.join(' or ')}, not "${id}"`,
    );
  }
  if (id === 'procedural') return { id };
  const url = env.ACESTEP_URL?.trim();
  if (!url) throw new ProviderConfigError('ENGINE_PROVIDER=acestep needs ACESTEP_URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ProviderConfigError(`ACESTEP_URL is not a URL: "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ProviderConfigError(`ACESTEP_URL must be http or https, not ${parsed.protocol}`);
  }
  const apiKey = env.ACESTEP_API_KEY?.trim();
  const timeout = env.ACESTEP_TIMEOUT_S?.trim();
  const timeoutS = timeout ? Number(timeout) : undefined;
  if (timeoutS !== undefined && !(timeoutS > 0)) {
    throw new ProviderConfigError(`ACESTEP_TIMEOUT_S must be a positive number, not "${timeout}"`);
  }
  return {
    id: 'acestep',
    url,
    ...(apiKey && { apiKey }),
    ...(timeoutS !== undefined && { timeoutMs: timeoutS * 1000 }),
  };
}

/** The provider for a config; ACE-Step falls back to the procedural engine for tasks it lacks. */
export function createProvider(config: ProviderConfig): EngineProvider {
  const procedural = createProceduralProvider();
  if (config.id === 'procedural') return procedural;
  const { id: _id, ...options } = config;
  return withFallback(createAceStepProvider(options), procedural);
}

/** {@link createProvider} of {@link providerConfigFromEnv}: call once at start. */
export function providerFromEnv(env: Record<string, string | undefined>): EngineProvider {
  return createProvider(providerConfigFromEnv(env));
}
