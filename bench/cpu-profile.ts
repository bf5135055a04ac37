/**
 * Reads a V8 CPU profile (`node --cpu-prof`): self time per function and per "package" — a node_modules package,
 * one of our folders (through the bundles' module comments), node's core, GC, idle — within a time window.
 */
import path from "node:path";
import { z } from "zod";
import type { BundleModules } from "./bundle-modules";

/** The bundles the store runs, by absolute path: a short name and their modules. */
export type Bundles = ReadonlyMap<string, { name: string; modules: BundleModules }>;

export const CpuProfileSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.number(),
      callFrame: z.object({
        functionName: z.string(),
        url: z.string(),
        lineNumber: z.number(),
        columnNumber: z.number(),
      }),
      children: z.array(z.number()).optional(),
    }),
  ),
  /** µs on the monotonic clock (process.hrtime's). */
  startTime: z.number(),
  endTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
export type CpuProfile = z.infer<typeof CpuProfileSchema>;
type CallFrame = CpuProfile["nodes"][number]["callFrame"];

export interface Place {
  /** Where self time is counted: a package, a folder of ours, "node core", "GC", "idle"… */
  category: string;
  /** A readable location of the function. */
  location: string;
}

export interface ProfileSummary {
  windowMs: number;
  samples: number;
  functions: { name: string; location: string; category: string; selfMs: number; share: number }[];
  categories: { category: string; selfMs: number; share: number }[];
}

const VM_STATES = new Map([
  ["(garbage collector)", "GC"],
  ["(idle)", "idle"],
  ["(program)", "V8 (program: compiling, runtime)"],
]);

/**
 * Places a call frame. Native frames (no URL: SQLite, JSON, zlib bindings…) are not placed here: the summary counts
 * them with the nearest caller that has a URL.
 */
export function placeFrame(frame: CallFrame, bundles: Bundles): Place | undefined {
  const vm = VM_STATES.get(frame.functionName);
  if (vm) return { category: vm, location: "" };
  if (!frame.url) return undefined;
  const file = frame.url.replace(/^file:\/\//, "");
  const line = frame.lineNumber + 1;
  if (file.startsWith("node:")) return { category: "node core", location: `${file}:${line}` };
  if (file.startsWith("wasm:")) return { category: "wasm", location: file };
  const pkg = packageOf(file);
  if (pkg) return { category: pkg, location: `${pkg}/…/${path.basename(file)}:${line}` };
  const bundle = bundles.get(file);
  if (bundle) {
    const source = bundle.modules.fileAt(frame.lineNumber);
    const where = `${bundle.name}:${line}`;
    if (!source) return { category: `${bundle.name} (bundle runtime)`, location: where };
    return { category: packageOf(source) ?? folderOf(source), location: `${source} (${where})` };
  }
  return {
    category: `other: ${path.relative(process.cwd(), file)}`,
    location: `${path.relative(process.cwd(), file)}:${line}`,
  };
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; the innermost node_modules wins. */
export function packageOf(file: string): string | undefined {
  const at = file.lastIndexOf("node_modules/");
  if (at === -1) return undefined;
  const parts = file.slice(at + "node_modules/".length).split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Our folder of a source file: `app/catalog`, `server/demo-upstream/catalog`, `app` for the app's top-level files. */
export function folderOf(source: string): string {
  const parts = source.split("/");
  const depth = parts[0] === "server" && parts[1] === "demo-upstream" ? 3 : 2;
  return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
}

/** Self time within [from, to] (µs, the profile's clock); each sample lasts until the next one. */
export function summarizeProfile(
  profile: CpuProfile,
  bundles: Bundles,
  window: { from: number; to: number },
  top: number,
): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  const places = new Map<number, Place & { name: string }>();
  const placeOf = (id: number): Place & { name: string } => {
    const known = places.get(id);
    if (known) return known;
    const frame = nodes.get(id)!.callFrame;
    const name = frame.functionName || "(anonymous)";
    let place: Place | undefined = placeFrame(frame, bundles);
    if (!place) {
      const parent = parents.get(id);
      const caller = parent === undefined ? undefined : placeOf(parent);
      place = {
        category: caller?.category ?? "native",
        location: `native, called from ${caller ? `${caller.name} ${caller.location}`.trim() : "(root)"}`,
      };
    }
    const placed = { ...place, name };
    places.set(id, placed);
    return placed;
  };

  const byFunction = new Map<string, { name: string; location: string; category: string; self: number }>();
  const byCategory = new Map<string, number>();
  let total = 0;
  let samples = 0;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i];
    const next = i + 1 < profile.samples.length ? time + profile.timeDeltas[i + 1] : profile.endTime;
    if (time < window.from || time > window.to) continue;
    const duration = Math.max(0, next - time);
    if (nodes.get(profile.samples[i])!.callFrame.functionName === "(root)") continue;
    const place = placeOf(profile.samples[i]);
    const key = `${place.name}\u0000${place.location}`;
    const entry = byFunction.get(key) ?? {
      name: place.name,
      location: place.location,
      category: place.category,
      self: 0,
    };
    entry.self += duration;
    byFunction.set(key, entry);
    byCategory.set(place.category, (byCategory.get(place.category) ?? 0) + duration);
    total += duration;
    samples++;
  }
  const share = (self: number) => (total > 0 ? self / total : 0);
  return {
    windowMs: total / 1000,
    samples,
    functions: [...byFunction.values()]
      .sort((a, b) => b.self - a.self)
      .slice(0, top)
      .map((entry) => ({
        name: entry.name,
        location: entry.location,
        category: entry.category,
        selfMs: entry.self / 1000,
        share: share(entry.self),
      })),
    categories: [...byCategory.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([category, self]) => ({ category, selfMs: self / 1000, share: share(self) })),
  };
}
