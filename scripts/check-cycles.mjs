// Import cycles, type-only imports included: no module of the project (app/, server/, tests/, bench/, scripts/) imports
// one that imports it back, and no feature folder of the product (app/basket, app/order, server/demo-upstream…) imports
// one that imports it back, however long the way round. Exit 1 on any cycle. (ESLint's import-x/no-cycle did the first
// part in 12 s, over half of the lint's time; this reads the imports with a pattern in a fraction of a second.)
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const ROOTS = ["app", "server", "tests", "bench", "scripts"];
/** Where feature folders are held to no cycles among themselves: the product's code. */
const FOLDER_ROOTS = ["app", "server"];
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Every source file under a folder, as a path relative to the repository. */
function sources(dir) {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) ? [path] : [];
  });
}

/** The file an import names, or undefined for a package. */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = join(dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, "index" + ext)),
  ];
  return candidates.find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
}

/**
 * A file's feature folder (`app/basket`, `server/demo-upstream`); undefined for the shell files at the top of app/ or
 * server/, and outside them.
 */
function folderOf(file) {
  const parts = file.split("/");
  return parts.length > 2 && FOLDER_ROOTS.includes(parts[0]) ? parts.slice(0, 2).join("/") : undefined;
}

/** Strongly connected components of more than one node (Tarjan), each a sorted list. */
function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const files = new Map();
const folders = new Map();
const edges = new Map();
for (const file of ROOTS.flatMap(sources)) {
  const text = readFileSync(join(ROOT, file), "utf8");
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && target !== file) targets.add(target);
  }
  files.set(file, targets);
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (!from || !to || from === to) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    folders.get(from).add(to);
    const key = `${from} → ${to}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push(`${file} → ${target}`);
  }
}

let failed = false;
for (const component of cycles(files)) {
  failed = true;
  console.error(`import cycle between ${component.length} files:\n  ${component.join("\n  ")}`);
}
for (const component of cycles(folders)) {
  failed = true;
  const inside = new Set(component);
  const shown = [...edges].filter(([key]) => {
    const [from, to] = key.split(" → ");
    return inside.has(from) && inside.has(to);
  });
  console.error(`import cycle between folders ${component.join(", ")}:`);
  for (const [key, list] of shown)
    console.error(`  ${key}: ${list.slice(0, 3).join("; ")}${list.length > 3 ? " …" : ""}`);
}
if (failed) process.exit(1);
console.log(`no import cycles among ${files.size} files in ${ROOTS.join("/, ")}/`);
