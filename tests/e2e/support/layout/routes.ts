import { layoutKinds } from "./kinds";
import { MODAL_ROUTES } from "./modal-routes";
import { PAGE_ROUTES } from "./page-routes";
import type { LayoutRoute, ModalName, RouteContext } from "./route-entry";

/** Every layout route: the pages, then the modals. A page built later is added to PAGE_ROUTES in one line. */
export const LAYOUT_ROUTES: LayoutRoute[] = [...PAGE_ROUTES, ...MODAL_ROUTES];

/** The routes by layout kind: a representative each, with the pages rendered like it (`like`). */
export const LAYOUT_KINDS = layoutKinds(LAYOUT_ROUTES);

const withModal = (path: string, modal: ModalName) => `${path}${path.includes("?") ? "&" : "?"}modal=${modal}`;

/** The address to visit: the route's path (found with `ctx` when it is found at run time), with `?modal=` if it opens one. */
export const routePath = async (route: LayoutRoute, ctx?: RouteContext) => {
  if (typeof route.path !== "string" && !ctx)
    throw new Error(`${route.name}: the path is found at run time and needs a page`);
  const path = typeof route.path === "string" ? route.path : await route.path(ctx!);
  return route.modal && !route.open ? withModal(path, route.modal) : path;
};
