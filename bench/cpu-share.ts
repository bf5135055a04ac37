/**
 * How much of the machine's CPU other processes took while the bench measured: the machine's busy time (/proc/stat)
 * minus the bench's own processes' (/proc/<pid>/stat), over the CPU time there was. On a machine other engineers'
 * tests keep busy, every request waits for a core, which flattens the differences the bench is there to show.
 * Linux only; elsewhere the share is NaN.
 */
import { readFileSync } from "node:fs";

/** Above this share of the CPU taken by others, a run's figures are flattened by waiting for a core. */
export const BUSY_MACHINE = 0.25;

export interface CpuSnapshot {
  /** Clock ticks, all cores. */
  busy: number;
  total: number;
  ours: number;
}

export function cpuSnapshot(pids: readonly number[]): CpuSnapshot | undefined {
  try {
    const machine = parseMachineTicks(readFileSync("/proc/stat", "utf8"));
    const ours = pids.reduce((sum, pid) => sum + parseProcessTicks(readFileSync(`/proc/${pid}/stat`, "utf8")), 0);
    return { ...machine, ours };
  } catch {
    return undefined;
  }
}

/** The share (0…1) of the machine's CPU time between two snapshots that went to processes not named in them. */
export function othersShare(before: CpuSnapshot | undefined, after: CpuSnapshot | undefined): number {
  if (!before || !after || after.total <= before.total) return Number.NaN;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, others) / (after.total - before.total);
}

/** The `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal … */
export function parseMachineTicks(stat: string): { busy: number; total: number } {
  const fields = stat.split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, ticks) => sum + ticks, 0);
  return { busy: total - fields[3] - fields[4], total };
}

/**
 * utime + stime + cutime + cstime of /proc/<pid>/stat (fields 14 to 17; the command name in parentheses may hold
 * spaces): the process's own CPU time and that of its children it has waited for, such as the autocannon runs.
 */
export function parseProcessTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
}

/**
 * utime + stime of a thread's /proc/<pid>/task/<tid>/stat (fields 14 and 15), in clock ticks. A Node server renders
 * on its main thread, whose thread id is the process id; the embedded upstream and V8's helpers have threads of
 * their own, so this is the time of the one thread a page's answer waits for.
 */
export function parseThreadTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Clock ticks a second in /proc (USER_HZ): 100 on every Linux Node runs on. */
export const TICKS_PER_SECOND = 100;

/** The CPU time, in ticks, a process's main thread has had so far; undefined where /proc is missing. */
export function mainThreadTicks(pid: number): number | undefined {
  try {
    return parseThreadTicks(readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Waits (at most `maxWaitSec`) until other processes take no more than `threshold` of the CPU over a 5-second
 * sample, so the measurement starts on a quiet machine when it can. Returns the last sample's share.
 */
export async function waitForQuietMachine(
  pids: readonly number[],
  threshold: number,
  maxWaitSec: number,
  say: (line: string) => void,
): Promise<number> {
  const deadline = Date.now() + maxWaitSec * 1000;
  for (;;) {
    const before = cpuSnapshot(pids);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const share = othersShare(before, cpuSnapshot(pids));
    if (!(share > threshold)) return share;
    if (Date.now() >= deadline) {
      say(`other processes still take ${Math.round(share * 100)} % of the CPU; measuring anyway`);
      return share;
    }
    say(
      `other processes take ${Math.round(share * 100)} % of the CPU; waiting for a quieter moment (at most ${Math.ceil((deadline - Date.now()) / 1000)} s more)`,
    );
  }
}
