import { fromPromise } from 'xstate';
import type { GenerateBody } from '../../src/contracts/client-generation';
import { CREATE_STATE_STORAGE_KEY } from '../../src/contracts/constants';
import type { GenerateResponse } from '../../src/contracts/generation';
import { parseStoredFields, type CreateFields } from '../create/create.fields';
import type { GenerationPort, StoragePort } from './ports';

/** The create form's effect actors: the generate call and the form kept on this device. */
export function createCreateActors(ports: { generation: GenerationPort; storage: StoragePort }) {
  const { generation, storage } = ports;
  return {
    loadCreateState: fromPromise<CreateFields, void>(async () =>
      parseStoredFields(await storage.load(CREATE_STATE_STORAGE_KEY)),
    ),
    saveCreateState: fromPromise<void, CreateFields>(({ input }) =>
      storage.save(CREATE_STATE_STORAGE_KEY, input),
    ),
    generate: fromPromise<GenerateResponse, GenerateBody>(({ input, signal }) =>
      generation.generate(input, signal),
    ),
  };
}
