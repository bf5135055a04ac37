import { createServer, type Server } from "node:http";
import { AggregatorRegistry, register } from "prom-client";
import { statusOf } from "./status";
import { primaryRegistry } from "./worker-restarts";

/**
 * `GET /metrics` on the operators' own port (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless said otherwise), never
 * the shop's: this process's registry, or in a cluster's primary every worker's, aggregated; then the primary's own
 * (worker-restarts.ts). `GET /status`: the same reading as JSON (status.ts).
 */
export function serveMetrics(options: {
  port: number;
  host: string;
  cluster: boolean;
  log: (entry: Record<string, unknown>) => void;
}): Promise<Server> {
  const aggregator = options.cluster ? new AggregatorRegistry() : undefined;
  const collect = async () => {
    const [processes, primary] = await Promise.all([
      aggregator ? aggregator.clusterMetrics() : register.metrics(),
      primaryRegistry.metrics(),
    ]);
    return `${processes.trimEnd()}\n${primary}`;
  };
  const contentType = aggregator ? AggregatorRegistry.PROMETHEUS_CONTENT_TYPE : register.contentType;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://metrics").pathname;
    if (req.method !== "GET" || (path !== "/metrics" && path !== "/status")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    collect().then(
      (text) =>
        path === "/status"
          ? res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(statusOf(text)))
          : res.writeHead(200, { "Content-Type": contentType }).end(text),
      (error: unknown) => {
        options.log({ level: "error", msg: "metrics collection failed", error: String(error) });
        res.writeHead(500, { "Content-Type": "text/plain" }).end("Metrics unavailable\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      if (address && typeof address === "object")
        options.log({ level: "info", msg: "metrics listening", address: address.address, port: address.port });
      resolve(server);
    });
  });
}
