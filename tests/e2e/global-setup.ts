import { execFileSync } from 'node:child_process';

/**
 * The e2e suite drives the bundle `npm start` serves, so build it fresh once per run,
 * in a child process: under Vitest NODE_ENV is `test`, which would give React's dev build.
 */
export default function setup() {
  execFileSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
