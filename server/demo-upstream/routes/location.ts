import { Router } from "express";
import { z } from "zod";
import { DEFAULT_CITY } from "../default-city";
import type { Location } from "../../../app/contract/location";
import type { UpstreamContext } from "../context";
import { sendData } from "../http/envelope";
import { parseInput } from "../http/validation";
import { createLocations } from "../shops/location";

const QuerySchema = z.object({ city: z.string().max(64).optional() });

/** GET /api/location?city={code} — the city (Moscow when absent or unknown), every city, and the city's stores. */
export function locationRoutes({ db }: UpstreamContext): Router {
  const locations = createLocations(db);

  return Router().get("/api/location", (req, res) => {
    const data: Location = locations.location(parseInput(QuerySchema, req.query).city, DEFAULT_CITY.code);
    sendData(res, data);
  });
}
