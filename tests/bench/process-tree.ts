import { readdirSync, readFileSync } from 'node:fs';

/** `pid` and every process below it (threads are inside their process). */
export function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // Ended while being read.
    }
  }
  return pids;
}

/** Resident memory of `pid`'s whole tree, in MB (Linux /proc: VmRSS of each process). */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const one of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${one}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Ended while being read.
    }
  }
  return kb / 1024;
}

/** The first process below `pid` whose command line matches. */
export function findInTree(pid: number, match: RegExp): number | null {
  for (const one of processTree(pid)) {
    try {
      const command = readFileSync(`/proc/${one}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (match.test(command)) return one;
    } catch {
      // Ended while being read.
    }
  }
  return null;
}

/** Samples `treeRssMb(pid)` every `everyMs` until stopped; `stop()` returns the largest seen. */
export function watchPeak(pid: number, everyMs = 100): { stop: () => number } {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(pid));
    },
  };
}
