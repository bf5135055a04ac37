/* global process, __filename, console, setTimeout */
// Decision 002's measurement: new connections while a 2-worker server stops on SIGTERM, node:cluster's shared port
// (`cluster`: round robin; `cluster-none`: SCHED_NONE) against a primary that listens and hands sockets out
// (`handoff`, as server/primary.ts). `CPU_MS=8 GAP_MS=3 node docs/decisions/002-shutdown-under-load.cjs handoff 5510`
// prints one JSON line: each connection's outcome, split by whether it started before or after SIGTERM.
// A worker answers after CPU_MS of CPU and 50 ms of waiting; on SIGTERM it closes its port, answers every connection
// it has (with Connection: close) and exits. One request of 2 s starts 100 ms before SIGTERM.
const cluster = require("node:cluster");
const http = require("node:http");
const net = require("node:net");
const { fork } = require("node:child_process");

const [mode = "handoff", port = "5510"] = process.argv.slice(2);
const CPU_MS = Number(process.env.CPU_MS ?? 8);
const GAP_MS = Number(process.env.GAP_MS ?? 3);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
if (mode === "cluster-none") cluster.schedulingPolicy = cluster.SCHED_NONE;

function worker() {
  const open = new Set();
  let stopping = false;
  const server = http.createServer((req, res) => {
    for (const end = Date.now() + CPU_MS; Date.now() < end;); // a page's render
    setTimeout(
      () => {
        if (stopping) res.setHeader("Connection", "close");
        res.end("ok");
      },
      req.url === "/slow" ? 2000 : 50,
    );
  });
  server.on("connection", (socket) => {
    open.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      if (stopping && open.size === 0) process.exit(0);
    });
  });
  process.on("SIGTERM", () => {
    stopping = true;
    if (server.listening) net.Server.prototype.close.call(server);
    if (open.size === 0) process.exit(0);
  });
  if (mode !== "handoff") return server.listen(Number(port), "127.0.0.1", () => process.send("ready"));
  process.on("message", (message, socket) => {
    if (message !== "conn" || !socket) return;
    server.emit("connection", socket);
    socket.resume();
  });
  process.send("ready");
}

async function primary() {
  const workers = [cluster.fork(), cluster.fork()];
  await Promise.all(workers.map((w) => new Promise((resolve) => w.once("message", resolve))));
  let listener;
  let turn = 0;
  if (mode === "handoff") {
    listener = net.createServer({ pauseOnConnect: true }, (socket) =>
      workers[turn++ % 2].send("conn", socket, (error) => error && socket.destroy()),
    );
    await new Promise((resolve) => listener.listen(Number(port), "127.0.0.1", resolve));
  }
  process.on("SIGTERM", () => {
    listener?.close();
    for (const w of workers) w.process.kill("SIGTERM");
    Promise.all(workers.map((w) => new Promise((resolve) => w.once("exit", resolve)))).then(() => process.exit(0));
  });
  process.send("listening");
}

async function driver() {
  const server = fork(__filename, [mode, port], { env: { ...process.env, ROLE: "server" } });
  await new Promise((resolve) => server.once("message", resolve));
  const counts = {};
  let stoppedAt = Infinity;
  let exited = false;
  const attempt = (path = "/") => {
    const when = Date.now() < stoppedAt ? "before" : "after";
    return new Promise((resolve) => {
      const req = http.get({ host: "127.0.0.1", port: Number(port), path, agent: false }, (res) => {
        res.resume().on("end", () => resolve(res.statusCode === 200 ? "served" : "other"));
      });
      req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
      req.on("error", (e) =>
        resolve(
          e.code === "ECONNREFUSED"
            ? "refused"
            : /RESET|EPIPE|hang up/.test(`${e.code} ${e.message}`)
              ? "reset"
              : "other",
        ),
      );
    }).then((outcome) => (counts[`${when}_${outcome}`] = (counts[`${when}_${outcome}`] ?? 0) + 1));
  };
  const pending = [];
  const exit = new Promise((resolve) => server.once("exit", resolve)).then(() => (exited = true));
  const load = (async () => {
    for (let extra = 20; extra > 0; extra -= exited ? 1 : 0) {
      pending.push(attempt());
      await sleep(GAP_MS);
    }
  })();
  await sleep(1000);
  pending.push(attempt("/slow"));
  await sleep(100);
  stoppedAt = Date.now();
  server.kill("SIGTERM");
  await exit;
  const stopMs = Date.now() - stoppedAt;
  await load;
  await Promise.all(pending);
  console.log(JSON.stringify({ mode, CPU_MS, GAP_MS, stopMs, ...counts }));
}

if (process.env.ROLE !== "server") driver();
else if (cluster.isPrimary) primary();
else worker();
