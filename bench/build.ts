/**
 * Builds what the bench measures: the store (`npm run build`, so the figures are of the working tree) and the
 * ceiling app (`remix build` of bench/ceiling/ into build/bench-ceiling/, its server bundled like the store's).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { build } from "esbuild";

export const CEILING_BUILD_DIR = path.resolve("build/bench-ceiling");

export async function buildStore(): Promise<void> {
  await run("npm", ["run", "build"], process.env, 600_000);
}

export async function buildCeiling(): Promise<string> {
  await run(
    process.execPath,
    [require.resolve("@remix-run/dev/dist/cli.js"), "build", "bench/ceiling"],
    { ...process.env, NODE_ENV: "production", CEILING_BUILD_DIR },
    300_000,
  );
  await build({
    entryPoints: ["bench/ceiling/server.ts"],
    outfile: path.join(CEILING_BUILD_DIR, "server.js"),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return CEILING_BUILD_DIR;
}

/** Runs a command to its end (bounded); its output is shown only when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
      killSignal: "SIGKILL",
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}
