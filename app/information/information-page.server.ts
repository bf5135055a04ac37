import type { LoaderFunctionArgs } from "@remix-run/node";
import { mainData } from "~/upstream-client/failure-modes.server";
import { upstreamWithToasts } from "~/upstream-client/request-client.server";
import { getInformationPage } from "~/upstream-client/information.server";
import { dataWithToasts } from "~/upstream-client/respond.server";

/** The loader of an information page: its blocks from the upstream (an upstream failure is the error page). */
export async function loadInformationPage(args: LoaderFunctionArgs, code: string) {
  const { api, toasts } = await upstreamWithToasts(args);
  const page = await mainData(getInformationPage(api, code));
  return dataWithToasts({ page }, toasts);
}
