import { z } from "zod";

/** A raster picture for link previews (Open Graph: social networks ignore SVG), with its size in pixels. */
export const ShareImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().min(200),
  height: z.number().int().min(200),
});
export type ShareImage = z.infer<typeof ShareImageSchema>;
