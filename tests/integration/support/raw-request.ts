import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { SHOPPER_UA } from "./storefront";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
export type Send = { method?: string; headers?: Record<string, string>; body?: string };

/** One request with exactly these headers (a shopper's User-Agent unless given, and Host), no redirect followed. */
export function rawRequest(url: string, { method = "GET", headers = {}, body }: Send = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: { "User-Agent": SHOPPER_UA, ...headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}
