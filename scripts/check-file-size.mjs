// The 300-line cap (docs/decisions/003-300-line-cap.md) on the files git tracks under app/, server/, tests/, bench/
// and scripts/ that ESLint does not lint: stylesheets, shell and the like (ESLint's `max-lines` holds the code, every
// file of the extensions below, to the same cap). Lines are counted as `wc -l` counts them, blank lines and comments
// included. Data is not covered: JSON (the seed's reference data is long by nature), Markdown, and binary files
// (videos, pictures). Exit 1 on any file past it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const MAX_LINES = 300;
const FOLDERS = ["app", "server", "tests", "bench", "scripts"];
/** ESLint's files (eslint.config.js), then data. */
const NOT_COVERED = [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".mts", ".json", ".md"];

/** Lines of a text file, a last line without its newline included; undefined for a binary file. */
function linesOf(buffer) {
  if (buffer.includes(0)) return undefined;
  let lines = 0;
  for (const byte of buffer) if (byte === 0x0a) lines += 1;
  return buffer.length > 0 && buffer[buffer.length - 1] !== 0x0a ? lines + 1 : lines;
}

const tracked = execFileSync("git", ["ls-files", "-z", "--", ...FOLDERS], { cwd: ROOT, encoding: "utf8" })
  .split("\0")
  .filter((path) => path !== "" && !NOT_COVERED.some((ext) => path.endsWith(ext)));

const tooLong = tracked.flatMap((path) => {
  let buffer;
  try {
    buffer = readFileSync(join(ROOT, path));
  } catch {
    return []; // Deleted from the work tree but not yet from the index.
  }
  const lines = linesOf(buffer);
  return lines !== undefined && lines > MAX_LINES ? [{ path, lines }] : [];
});

if (tooLong.length > 0) {
  console.error(`Files over ${MAX_LINES} lines (docs/decisions/003-300-line-cap.md: split each by subject):`);
  for (const { path, lines } of tooLong) console.error(`  ${path}: ${lines} lines`);
  process.exit(1);
}
