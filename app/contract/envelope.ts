import { z } from "zod";

/** A message entry: upstreams send either a bare string or an object with `message`. */
export const UpstreamMessageSchema = z.union([
  z.string().transform((message) => ({
    message,
    code: undefined as string | undefined,
    field: undefined as string | undefined,
  })),
  z.object({
    message: z.string(),
    code: z.string().optional(),
    field: z.string().optional(),
  }),
]);
export type UpstreamMessage = z.infer<typeof UpstreamMessageSchema>;

/** Every upstream response is wrapped in this envelope. */
export const EnvelopeSchema = z.object({
  status: z.number().int(),
  data: z.unknown(),
  errors: z.array(UpstreamMessageSchema).default([]),
  messages: z.array(UpstreamMessageSchema).default([]),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;
