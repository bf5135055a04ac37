import type { RequestHandler } from "express";
import { HttpError } from "./envelope";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Whether a socket's address is this machine's. */
export const isLoopback = (address: string): boolean => LOOPBACK.has(address);

/** Lets through requests from this machine only (by the socket's address: no header can fake it). */
export const loopbackOnly: RequestHandler = (req, _res, next) => {
  if (!isLoopback(req.socket.remoteAddress ?? ""))
    throw HttpError.of(403, "Только с этой машины", { code: "forbidden" });
  next();
};
