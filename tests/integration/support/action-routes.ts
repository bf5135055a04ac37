import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const ROUTES_DIR = resolve("app/routes");

/** A value for each route parameter the action routes have today; any other one gets `1`. */
const PARAMS: Record<string, string> = { kind: "digital", code: "form-bounds", id: "1" };
/** What a splat (`$`) stands for. */
const SPLAT = "odezhda";

export type ActionRoute = {
  /** The route module's file in app/routes/. */
  file: string;
  /** Remix's route id (`routes/order._index`), for `?_data=`. */
  id: string;
  /** A URL its action answers (a trailing slash; `?index` for an index route). */
  path: string;
};

/** Every route module that exports an action (a function, a constant or a re-export): a new one is covered at once. */
export function actionRoutes(): ActionRoute[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /\.[jt]sx?$/.test(file))
    .filter((file) => exportsAction(readFileSync(join(ROUTES_DIR, file), "utf8")))
    .map((file) => {
      const name = file.replace(/\.[jt]sx?$/, "");
      return { file, id: `routes/${name}`, path: pathOf(name) };
    });
}

const exportsAction = (source: string) =>
  /export\s+(?:async\s+)?(?:function|const|let)\s+action\b/.test(source) ||
  /export\s*\{[^}]*\baction\b[^}]*\}/.test(source);

/** Remix's flat route name → a URL: dots are slashes, `_index` an index route, `_x` a pathless layout, `$x` a parameter. */
function pathOf(name: string): string {
  let index = false;
  const parts: string[] = [];
  for (const segment of name.split(".")) {
    if (segment === "_index") index = true;
    else if (segment.startsWith("_")) continue;
    else if (segment === "$") parts.push(SPLAT);
    else if (segment.startsWith("$")) parts.push(PARAMS[segment.slice(1)] ?? "1");
    else parts.push(segment.replace(/_$/, "").replace(/[[\]]/g, ""));
  }
  return `/${parts.map((part) => `${part}/`).join("")}${index ? "?index" : ""}`;
}

/** The same URL as a Remix data request (a fetcher's or a client navigation's). */
export const dataPath = (route: ActionRoute) =>
  `${route.path}${route.path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(route.id)}`;

/** `count` empty fields with names of their own (`f0=&f1=&…`): every name a new key, the worst case for per-key reads. */
export const manyFields = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=`).join("&");

/** One field whose value makes the whole body `bytes` long. */
export const oneLongField = (bytes: number) => `message=${"a".repeat(bytes - "message=".length)}`;

export const MULTIPART_BOUNDARY = "----formbounds7MA4YWxkTrZu0gW";

/** A multipart body of these fields (text parts, as a browser sends them). */
export function multipart(fields: Iterable<[string, string]>): string {
  let body = "";
  for (const [name, value] of fields)
    body += `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return `${body}--${MULTIPART_BOUNDARY}--\r\n`;
}
