/** The operators' status answer (`GET /status` on the metrics port), read off the metrics every process serves. */
export type StoreStatus = {
  upstream: "up" | "down";
  redis: "connected" | "unavailable" | "not configured";
  inFlight: number | null;
  build: { version: string; commit: string } | null;
};

/** A label-less sample's value in Prometheus's text format, or undefined when the metric is absent. */
function sample(text: string, name: string): number | undefined {
  const found = new RegExp(`^${name} (\\S+)$`, "m").exec(text);
  return found ? Number(found[1]) : undefined;
}

/**
 * What the gauges say, as JSON: whether the upstream answered its last health check and Redis is connected (with
 * workers, the worst worker's), requests in flight, and the build. One reading for one process or a whole cluster.
 */
export function statusOf(metrics: string): StoreStatus {
  const redis = sample(metrics, "storefront_redis_connected");
  const buildLabels = /^storefront_build_info\{([^}]*)\} 1$/m.exec(metrics)?.[1];
  const label = (name: string) => (buildLabels ? new RegExp(`${name}="([^"]*)"`).exec(buildLabels)?.[1] : undefined);
  const [version, commit] = [label("version"), label("commit")];
  return {
    upstream: sample(metrics, "storefront_upstream_up") === 0 ? "down" : "up",
    redis: redis === undefined ? "not configured" : redis === 1 ? "connected" : "unavailable",
    inFlight: sample(metrics, "storefront_http_requests_in_flight") ?? null,
    build: version !== undefined && commit !== undefined ? { version, commit } : null,
  };
}
