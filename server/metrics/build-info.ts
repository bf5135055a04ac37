import { readFileSync } from "node:fs";
import { z } from "zod";

/** Written by scripts/build-server.mjs from `git rev-parse HEAD` when the build runs in a git clone. */
export const COMMIT_FILE = "build/server/commit.txt";

/**
 * The running build: `version` from package.json, `commit` from GIT_COMMIT when set (an image built without .git),
 * else the file the build wrote, else `unknown`. Read from the working directory, as the server's build is.
 */
export function buildInfo(env: Record<string, string | undefined> = process.env): { version: string; commit: string } {
  const version = readOr("package.json", (text) => z.object({ version: z.string() }).parse(JSON.parse(text)).version);
  const commit = env.GIT_COMMIT?.trim() || readOr(COMMIT_FILE, (text) => text.trim());
  return { version, commit: commit || "unknown" };
}

function readOr(path: string, parse: (text: string) => string): string {
  try {
    return parse(readFileSync(path, "utf8"));
  } catch {
    return "unknown";
  }
}
