import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  type FeatureFlag,
} from '../contracts/constants';

const SWITCHES: Record<string, boolean> = { on: true, true: true, off: false, false: false };

/**
 * `FEATURE_FLAGS`: comma-separated `name=on|off` over the defaults of spec 001 §6's flags, e.g.
 * `queue-auto-refresh=off,persona-search=on`. An unknown name or value stops the server at start.
 */
export function parseFeatureFlags(value: string | undefined): Record<FeatureFlag, boolean> {
  const flags = { ...FEATURE_FLAG_DEFAULTS };
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [name = '', setting = ''] = entry.split('=').map((part) => part.trim());
    const on = SWITCHES[setting.toLowerCase()];
    if (!(FEATURE_FLAG_NAMES as readonly string[]).includes(name) || on === undefined) {
      throw new Error(
        `FEATURE_FLAGS: "${entry.trim()}" is not name=on|off with a name of ${FEATURE_FLAG_NAMES.join(', ')}`,
      );
    }
    flags[name as FeatureFlag] = on;
  }
  return flags;
}
