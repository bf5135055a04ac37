import type { ImageUrlOptions } from "~/domain/images";
import { useRootData } from "./use-root-data";

/** Image URL options for this host (development hosts swap the image CDN for the test host). */
export function useImageOptions(): ImageUrlOptions | undefined {
  const testHost = useRootData()?.imageTestHost;
  return testHost ? { swapHost: { to: testHost } } : undefined;
}
