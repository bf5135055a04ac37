/**
 * A V8 heap snapshot (`.heapsnapshot`) summed up by what holds the memory: per node type and constructor or kind (the
 * "Summary" of Chrome DevTools' memory tab), the number of objects and their own (shallow) size. Two summaries
 * compared show what grew — DevTools' "Comparison" view, printable.
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";

const SnapshotSchema = z.object({
  snapshot: z.object({
    meta: z.object({
      node_fields: z.array(z.string()),
      node_types: z.array(z.unknown()),
    }),
  }),
  nodes: z.array(z.number()),
  strings: z.array(z.string()),
});

export type HeapGroup = { count: number; bytes: number };
export type HeapSummary = Map<string, HeapGroup>;

/** Node types whose name is a constructor or a kind worth a row of its own; the rest are summed by type. */
const NAMED_TYPES = new Set(["object", "closure", "native", "array", "hidden", "code", "synthetic"]);

export async function summarizeHeapSnapshot(file: string): Promise<HeapSummary> {
  const parsed = SnapshotSchema.parse(JSON.parse(await readFile(file, "utf8")));
  const fields = parsed.snapshot.meta.node_fields;
  const typeNames = z.array(z.string()).parse(parsed.snapshot.meta.node_types[0]);
  const [type, name, size] = ["type", "name", "self_size"].map((field) => fields.indexOf(field));
  if (type < 0 || name < 0 || size < 0) throw new Error(`${file}: no type, name or self_size among the node fields`);
  const summary: HeapSummary = new Map();
  for (let at = 0; at < parsed.nodes.length; at += fields.length) {
    const kind = typeNames[parsed.nodes[at + type]] ?? "unknown";
    const key = NAMED_TYPES.has(kind) ? `${parsed.strings[parsed.nodes[at + name]]} (${kind})` : `(${kind})`;
    const group = summary.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += parsed.nodes[at + size];
    summary.set(key, group);
  }
  return summary;
}

export type HeapChange = { key: string; before: HeapGroup; after: HeapGroup };

/** The groups whose own size changed most between two summaries, largest growth first. */
export function heapChanges(before: HeapSummary, after: HeapSummary, top: number): HeapChange[] {
  const none = { count: 0, bytes: 0 };
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((key) => ({ key, before: before.get(key) ?? none, after: after.get(key) ?? none }))
    .sort((x, y) => y.after.bytes - y.before.bytes - (x.after.bytes - x.before.bytes))
    .slice(0, top);
}

export const heapTotal = (summary: HeapSummary) => [...summary.values()].reduce((sum, group) => sum + group.bytes, 0);

/** The largest groups of one summary. */
export function largestGroups(summary: HeapSummary, top: number): [string, HeapGroup][] {
  return [...summary].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, top);
}
