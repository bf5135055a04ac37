import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root-loader.server";

/** The root loader's data; undefined only when the root loader itself failed (upstream down). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
