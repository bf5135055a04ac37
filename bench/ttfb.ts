/**
 * Time to first byte as a shopper's browser sees it: one GET on a fresh connection with a shopper's headers, timed
 * from sending to the first byte of the body and to the last one (the streamed rest of the page).
 */
import http from "node:http";
import { BROWSER_HEADERS } from "./user-agents";

export interface TtfbSample {
  url: string;
  status: number;
  /** ms to the first body byte. */
  firstByte: number;
  /** ms to the last body byte. */
  complete: number;
}

/** One request per URL, one after another. */
export async function measureTtfb(urls: readonly string[]): Promise<TtfbSample[]> {
  const samples: TtfbSample[] = [];
  for (const url of urls) samples.push(await timeOne(url));
  return samples;
}

function timeOne(url: string): Promise<TtfbSample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = Number.NaN;
    const request = http.get(url, { headers: BROWSER_HEADERS, agent: false, timeout: 30_000 }, (response) => {
      response.on("data", () => {
        if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      });
      response.once("end", () =>
        resolve({ url, status: response.statusCode ?? 0, firstByte, complete: performance.now() - started }),
      );
      response.once("error", reject);
    });
    request.once("timeout", () => request.destroy(new Error(`${url}: no answer in 30 s`)));
    request.once("error", reject);
  });
}
