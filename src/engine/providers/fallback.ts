import { ProviderError, type EngineProvider, type EngineTask } from './provider';

/**
 * A provider that sends each task to `primary` when it has it, else to `fallback` (the
 * procedural engine); its `done` event names whichever made the song. Failures of the
 * primary are not retried elsewhere: a clip fails (and is refunded) rather than silently
 * changing provider mid-way.
 */
export function withFallback(primary: EngineProvider, fallback: EngineProvider): EngineProvider {
  const tasks: EngineTask[] = [...new Set([...primary.tasks, ...fallback.tasks])];
  return {
    id: primary.id,
    tasks,
    generate(request, signal) {
      if (primary.tasks.includes(request.task)) return primary.generate(request, signal);
      if (fallback.tasks.includes(request.task)) return fallback.generate(request, signal);
      return refuse(primary, request.task);
    },
  };
}

/** Providers run as generators, so the refusal arrives as the first step, like any failure. */
// eslint-disable-next-line require-yield
async function* refuse(provider: EngineProvider, task: EngineTask): AsyncGenerator<never> {
  throw new ProviderError(provider.id, 'unsupportedTask', `no provider has the "${task}" task`);
}
