/** The machine and code a run measured, for its report (bench/report.ts). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  /** 1-minute load average when the run started: how busy the shared machine was. */
  loadAverage: number;
  commit: string;
}

export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${osName()}, ${os.type()} ${os.release()}`,
    loadAverage: os.loadavg()[0],
    commit: commit(),
  };
}

function osName(): string {
  try {
    return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1] ?? os.platform();
  } catch {
    return os.platform();
  }
}

/** The commit, marked when the working tree has changes on top of it. */
function commit(): string {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8", timeout: 10_000 }).trim();
    return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain") ? " + uncommitted changes" : ""}`;
  } catch {
    return "unknown";
  }
}
