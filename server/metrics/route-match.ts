import type { ServerBuild } from "@remix-run/node";

/**
 * The Remix route id that answers a path, as Remix's router would match it (react-router's flattenRoutes, computeScore
 * and compilePath, done once at start): every route with a path (or an index route) is a branch with its full
 * pattern, ranked by the router's score; a request tests them in rank order, on its path decoded as the router decodes
 * it. `matchRoutes` itself flattens and ranks every route and compiles each pattern it tries on each call: over this
 * app's 70 routes and a mix of pages, products, /order/, asset and unknown paths, 275–360 µs a call against 1.2–1.5 µs
 * here (Node 20, a quiet run; more for both on a loaded machine, the ratio about 250 to 1).
 * Not handled, as the app has none: optional segments (`?`) — tests/unit/server/route-match.test.ts checks agreement,
 * on the app's own routes too.
 */
export function routeMatcher(routes: ServerBuild["routes"]): (pathname: string) => string | undefined {
  const branches: Branch[] = [];
  const walk = (parentId: string, parentPath: string) => {
    for (const route of Object.values(routes)) {
      if ((route.parentId ?? "") !== parentId) continue;
      const path = `${parentPath}/${route.path ?? ""}`.replace(/\/\/+/g, "/");
      if (route.path !== undefined || route.index)
        branches.push({
          id: route.id,
          score: score(path, route.index === true),
          order: branches.length,
          pattern: pattern(path, route.caseSensitive === true),
        });
      walk(route.id, path);
    }
  };
  walk("", "");
  branches.sort((a, b) => b.score - a.score || a.order - b.order);
  return (pathname) => {
    const path = decoded(pathname);
    return branches.find((branch) => branch.pattern.test(path))?.id;
  };
}

/** react-router's decodePath: each segment decoded (`/%62asket/` is /basket/), an encoded slash kept as one. */
function decoded(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

type Branch = { id: string; score: number; order: number; pattern: RegExp };

const isSplat = (segment: string) => segment === "*";

/** react-router's computeScore. */
function score(path: string, index: boolean): number {
  const segments = path.split("/");
  let total = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

/** react-router's compilePath, to the end of the path. */
function pattern(path: string, caseSensitive: boolean): RegExp {
  let source =
    "^" +
    path
      .replace(/\/*\*?$/, "")
      .replace(/^\/*/, "/")
      .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
      .replace(/\/:[\w-]+/g, "/([^\\/]+)");
  if (path.endsWith("*")) source += path === "*" || path === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  return new RegExp(source, caseSensitive ? undefined : "i");
}
