import { Suspense, useEffect } from "react";
import { lazyComponent } from "~/components/lazy-component";
import { PageLayout } from "~/layouts/page-layout";
import { reloadForChunkError } from "./chunk-reload.client";

/** What the error page says: code on its own, loaded when an error page is first shown in the browser. */
const ErrorDetails = lazyComponent(() => import("./error-details").then((module) => module.ErrorDetails));

/** Spec §2 error page: the 404 page, the `?debug` view, or the fatal view. */
export function ErrorPage({ error }: { error: unknown }) {
  // Here, not in the details: a build gone stale (its chunks gone) must still reload the page.
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);

  return (
    <PageLayout name="default">
      <div className="error-page">
        <Suspense fallback={null}>
          <ErrorDetails error={error} />
        </Suspense>
      </div>
    </PageLayout>
  );
}
