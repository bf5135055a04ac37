/** One sample of a Prometheus text exposition: its name, its labels and its value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

/** GET /metrics on the metrics port, parsed (comments dropped). */
export async function scrape(metricsUrl: string): Promise<Sample[]> {
  const response = await fetch(`${metricsUrl}/metrics`);
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return (await response.text())
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of the samples named so whose labels include these. */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** Until `logs` holds `count` lines with this message (a worker's start is logged once it listens). */
export async function logged(logs: Record<string, unknown>[], msg: string, count: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (logs.filter((line) => line.msg === msg).length >= count) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} "${msg}" lines`);
}
