import type { Upstream } from "./client.server";
import { LocationSchema } from "./schemas/location";

export const getLocation = (api: Upstream, city: string | null) =>
  api.get("/api/location", LocationSchema, { query: { city } });
