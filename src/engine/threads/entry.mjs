// Worker entry: lets a worker thread run a TypeScript module, in `npm start`
// (tsx) and in tests alike. The module to run comes in workerData.module.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.module);
