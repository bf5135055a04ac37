import { describe, expect, it } from "vitest";
import { Upstream } from "~/upstream-client/client.server";
import { dataWithToasts, redirectWithToasts } from "~/upstream-client/respond.server";
import { ToastList } from "~/toasts/toast-list.server";
import { clearFlash, readFlash, writeFlash } from "~/toasts/flash.server";
import { makeToast } from "~/toasts/toast";

const client = () => new Upstream({ baseUrl: "http://upstream.test/", token: null, timeoutMs: 1000 });
/** The next request, sending back the cookies a response set. */
const nextRequest = (response: Response) =>
  new Request("http://shop.test/", {
    headers: {
      Cookie: response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
    },
  });

describe("the flash cookie", () => {
  it("carries a redirect's toasts to the next request, which reads them back as they were", async () => {
    const toasts = new ToastList();
    toasts.add(makeToast("success", "Товар добавлен в корзину"));
    toasts.add(makeToast("error", "Выберите размер", { target: "basket-add-52", field: "offer" }));
    const sent = toasts.all.map((toast) => ({ ...toast }));
    const redirect = await redirectWithToasts(client(), "/order/", toasts);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get("Location")).toBe("/order/");
    expect(redirect.headers.getSetCookie()).toEqual([expect.stringMatching(/^flash=.*Max-Age=60.*HttpOnly/)]);
    expect(await readFlash(nextRequest(redirect))).toEqual({ toasts: sent, present: true });
  });

  it("is not set by a redirect without toasts, and data answers carry their toasts in the body instead", async () => {
    expect((await redirectWithToasts(client(), "/", [])).headers.getSetCookie()).toEqual([]);
    const answer = dataWithToasts({ ok: true }, [makeToast("info", "Заказ пересчитан")]);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const toasts = [{ type: "info", message: "Заказ пересчитан" }];
    expect(await answer.json()).toMatchObject({ ok: true, toasts });
  });

  it("counts as present but gives nothing when tampered with; keeps the last ten; clears with Max-Age=0", async () => {
    const pair = (await writeFlash([makeToast("info", "Привет")])).split(";")[0];
    const tampered = `${pair.slice(0, 8)}X${pair.slice(9)}`;
    const request = (cookie: string) => new Request("http://shop.test/", { headers: { Cookie: cookie } });
    expect(await readFlash(request(tampered))).toEqual({ toasts: [], present: true });
    expect(await readFlash(request("city=x"))).toEqual({ toasts: [], present: false });
    const many = Array.from({ length: 12 }, (_, i) => makeToast("info", `Сообщение ${i}`));
    const kept = await readFlash(request((await writeFlash(many)).split(";")[0]));
    expect(kept.toasts.map((toast) => toast.message)).toEqual(many.slice(-10).map((toast) => toast.message));
    expect(await clearFlash()).toMatch(/^flash=[^;]*; Max-Age=0;/);
  });
});
