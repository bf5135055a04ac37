import { notFoundPage } from "~/catalog/not-found-page.server";
import { asPageError } from "~/upstream-client/failure-modes.server";
import { UpstreamError } from "~/upstream-client/upstream-error.server";

/**
 * Main data of a content page: what the upstream does not know (404; with `notFoundOn`, also what it refuses as
 * malformed, e.g. a page number out of its range) is this page's 404; any other failure the error page.
 */
export async function contentData<T>(
  args: { request: Request; context: object },
  call: Promise<T>,
  notFoundOn: readonly number[] = [404],
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamError && notFoundOn.includes(error.status)) throw await notFoundPage(args);
    throw asPageError(error);
  }
}
