import type { z } from 'zod';
import type { generateRequestSchema } from './generation';

/**
 * The generate call's body as a client sends it (before the server's parsing fills in
 * `undefined` for every missing key, which is what `GenerateRequest` describes).
 */
export type GenerateBody = z.input<typeof generateRequestSchema>;
