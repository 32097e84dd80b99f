/** The engine's provider port: the procedural engine, or a real model server behind an adapter. */
export {
  ProviderError,
  type EngineProvider,
  type EngineTask,
  type ProviderErrorCode,
  type ProviderEvent,
  type ProviderId,
  type ProviderRequest,
  type ProviderResult,
  type ProviderStage,
} from './provider';
export { createProceduralProvider } from './procedural';
export { createAceStepProvider, type AceStepOptions } from './acestep';
export { withFallback } from './fallback';
export {
  createProvider,
  providerConfigFromEnv,
  providerFromEnv,
  ProviderConfigError,
  type ProviderConfig,
} from './from-env';
