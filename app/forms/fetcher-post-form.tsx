import type { FetcherWithComponents } from "@remix-run/react";
import type { ComponentPropsWithoutRef } from "react";

type FetcherPostFormProps = Omit<ComponentPropsWithoutRef<"form">, "method" | "action"> & {
  fetcher: Pick<FetcherWithComponents<unknown>, "submit">;
  /** An absolute path: unlike `fetcher.Form`, nothing is resolved against the route tree. */
  action: string;
  preventScrollReset?: boolean;
};

/**
 * A post form that goes through `fetcher` with JavaScript and posts plainly without it — what `fetcher.Form` does,
 * without resolving its action against the route tree (and serialising the route matches to JSON) per form. For the
 * forms a page repeats — two per product card — where that cost adds up (docs/performance.md); `action` is a path.
 */
export function FetcherPostForm({
  fetcher,
  action,
  preventScrollReset,
  onSubmit,
  children,
  ...rest
}: FetcherPostFormProps) {
  return (
    <form
      {...rest}
      method="post"
      action={action}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        // A form's submitter is one of its buttons (or an image input): its name and value go with the post.
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
        fetcher.submit(submitter ?? event.currentTarget, { method: "post", action, preventScrollReset });
      }}
    >
      {children}
    </form>
  );
}
