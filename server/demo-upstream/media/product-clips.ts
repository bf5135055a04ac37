import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The demo's product videos: one short WebM clip per catalogue colour (the colour slowly brightening and darkening),
 * made once (by the VP8 encoder this folder held before, see its history) and committed under `videos/`, named by the
 * colour's hex (`1a1a1a.webm`). The server build copies the folder beside its bundle (scripts/build-server.mjs), so
 * `__dirname` finds it both in the source tree and in `build/server/`.
 */
const PRODUCT_CLIPS_DIR = path.join(__dirname, "videos");

/** Every clip by the colour it shows (`#1a1a1a`), read when the media routes are made: 17 files of about 3 KB. */
export function readProductClips(): Map<string, Buffer> {
  return new Map(
    readdirSync(PRODUCT_CLIPS_DIR)
      .filter((name) => name.endsWith(".webm"))
      .map((name) => [`#${path.basename(name, ".webm")}`, readFileSync(path.join(PRODUCT_CLIPS_DIR, name))]),
  );
}
