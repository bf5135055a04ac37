import type { LayoutRoute } from "./route-entry";

/**
 * A layout kind: a page with a layout of its own, its representative, and the pages rendered like it (the same route
 * module or template with other content: `like` on their entries). The representative gets the full matrix; each
 * sibling is loaded once, with the others, and measured at the phone's and the desktop's width (layout.spec.ts).
 */
export type LayoutKind = { representative: LayoutRoute; siblings: LayoutRoute[] };

/** A page the JS-off project looks at too: a modal, or a page whose entry names what differs without JavaScript. */
export const differsWithoutJs = (route: LayoutRoute) => !!route.withoutJs || !!route.modal;

/** Why `route` cannot be a sibling of the route it names, or nothing. */
function unlike(route: LayoutRoute, representative: LayoutRoute | undefined): string | undefined {
  if (!representative) return "no route has that name";
  if (representative.like) return `that route is itself like "${representative.like}"`;
  if ((route.as ?? "guest") !== (representative.as ?? "guest")) return "its visitor is another";
  if (route.setup) return "it needs a setup";
  if (route.modal || route.open || route.jsOnly) return "it is a modal";
  return undefined;
}

/** The routes grouped by `like`, in the order of their representatives; a wrong `like` fails every layout test. */
export function layoutKinds(routes: LayoutRoute[]): LayoutKind[] {
  const byName = new Map(routes.map((route) => [route.name, route]));
  const kinds = new Map<string, LayoutKind>();
  for (const route of routes) if (!route.like) kinds.set(route.name, { representative: route, siblings: [] });
  for (const route of routes) {
    if (!route.like) continue;
    const reason = unlike(route, byName.get(route.like));
    if (reason)
      throw new Error(
        `layout route "${route.name}" is like "${route.like}", but ${reason}: drop its \`like\` (a kind of its own)`,
      );
    kinds.get(route.like)!.siblings.push(route);
  }
  return [...kinds.values()];
}
