import type { EntryContext } from "@remix-run/node";
import { PassThrough } from "node:stream";
import { lazy, Suspense, useId, type ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { wholeDocument } from "~/http/whole-document.server";

const context = (activeDeferreds: Record<string, unknown> | null) =>
  ({ staticHandlerContext: { activeDeferreds } }) as unknown as EntryContext;

/** What React's streaming renderer writes for `app`, once everything is ready. */
function streamed(app: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    out.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(out), onShellError: reject });
  });
}

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label> <input id={id} defaultValue={`${label} «${label}» & <${label}>`} />
    </p>
  );
}

const page = (
  <html lang="ru">
    <head>
      <title>Одежда — LOVE STORE</title>
    </head>
    <body>
      <Field label="Имя" />
      <Suspense fallback={<p>…</p>}>
        <Field label="Город" /> {"Москва"} {2}
      </Suspense>
    </body>
  </html>
);

describe("wholeDocument", () => {
  it("is byte for byte what the streaming renderer writes for a page whose data is all there", async () => {
    const whole = wholeDocument(context(null), page);
    expect(whole).not.toBeNull();
    const html = new TextDecoder().decode(whole!);
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toBe(await streamed(page));
  });

  it("leaves a page with deferred data to the streaming renderer", () => {
    expect(wholeDocument(context({ "routes/catalog.$": {} }), page)).toBeNull();
  });

  it("leaves a page whose boundary suspends (a lazy module still loading) to the streaming renderer", () => {
    const Loading = lazy(() => new Promise<{ default: () => ReactElement }>(() => {}));
    const app = (
      <html lang="ru">
        <body>
          <Suspense fallback={null}>
            <Loading />
          </Suspense>
        </body>
      </html>
    );
    expect(wholeDocument(context(null), app)).toBeNull();
  });
});
