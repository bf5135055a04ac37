// Bundles the Node server and the embedded upstream into build/server/ (dependencies stay external).
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", upstream: "server/upstream/main.ts" },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
