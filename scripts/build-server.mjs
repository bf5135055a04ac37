// Bundles the Node server and the embedded upstream into build/server/ (dependencies stay external), with the
// upstream's committed demo videos beside the bundle, where server/demo-upstream/media/product-clips.ts reads them, and
// the commit built (from a git clone; else none) for the storefront_build_info metric (server/metrics/build-info.ts).
import { execFileSync } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/** `~/…` is the app folder (tsconfig paths); resolved here, else "packages: external" would leave it to Node. */
const appAlias = {
  name: "app-alias",
  setup(builder) {
    builder.onResolve({ filter: /^~\// }, (args) =>
      builder.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: path.resolve("app") }),
    );
  },
};

await build({
  entryPoints: { index: "server/index.ts", "demo-upstream": "server/demo-upstream/main.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [appAlias],
});

rmSync("build/server/videos", { recursive: true, force: true });
cpSync("server/demo-upstream/media/videos", "build/server/videos", { recursive: true });

rmSync("build/server/commit.txt", { force: true });
try {
  const commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  writeFileSync("build/server/commit.txt", commit);
} catch {
  // Not a git clone (an image built from a copy): GIT_COMMIT at run time says it, or the commit reads `unknown`.
}
