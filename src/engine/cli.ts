import { warmSynthThreads } from './instruments/threaded';

// A render's synth threads start while the rest of the CLI loads: its first audio is sooner.
if (process.argv[2] === 'render') warmSynthThreads();
const { runCli } = await import('./cli/main');

process.exitCode = await runCli(process.argv.slice(2));
