import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPage } from "~/upstream-client/editorial.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { contentData } from "./content-data.server";

/** The client (reporting into `toasts`) and an editorial page, the main data of the routes built on one (an unknown page is a 404). */
export async function loadEditorialPage(args: LoaderFunctionArgs, code: string) {
  const { api, toasts } = await upstreamWithToasts(args);
  const page = await contentData(args, getPage(api, code));
  return { api, toasts, page };
}
