/**
 * Serves the ceiling app the way server/index.ts serves the store — express, compression, the static build and
 * @remix-run/express in production mode — and nothing else. Started by the benchmark: `node --import tsx
 * bench/ceiling/server.ts` with CEILING_BUILD_DIR (where `remix build` put it) and PORT.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { z } from "zod";
import { compressPages } from "../../server/http/compression";

const env = z
  .object({ CEILING_BUILD_DIR: z.string().min(1), PORT: z.coerce.number().int().min(1).max(65535) })
  .parse(process.env);

async function main() {
  const build = (await import(pathToFileURL(path.join(env.CEILING_BUILD_DIR, "index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  // The store's own compression settings, so neither pays more per response than the other.
  app.use(compressPages());
  app.use(
    "/build",
    express.static(path.join(env.CEILING_BUILD_DIR, "public", "build"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  app.all("*", createRequestHandler({ build, mode: "production" }));
  const server = app.listen(env.PORT, "127.0.0.1");
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
