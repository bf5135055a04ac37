import { describe, expect, it } from "vitest";
import { AuthCodeSchema } from "../../../app/contract/auth";
import { UserSchema } from "../../../app/contract/user";
import { call, login } from "./helpers";
import { START, upstream, freshPhone, withAccountSecurityUpstream } from "../support/account-security-upstream";

let now = START;
withAccountSecurityUpstream(() => now);

describe("phone change", () => {
  const ANNA = "+79990000001";

  it("PATCH /user no longer changes the phone, and answers a taken number like a free one", async () => {
    const token = await login(upstream, freshPhone());
    for (const phone of [ANNA, freshPhone()]) {
      const result = await call(upstream, "/user", { method: "PATCH", token, body: { firstName: "Ольга", phone } });
      expect(result.status).toBe(400);
      expect(result.errors[0]).toMatchObject({ field: "phone", code: "phone_change_requires_code" });
    }
  });

  it("changes the phone only with the code sent to the new number, and ends the user's other sessions", async () => {
    const oldPhone = freshPhone();
    const newPhone = freshPhone();
    const token = await login(upstream, oldPhone);
    const otherDevice = await login(upstream, oldPhone);
    const user = (await call(upstream, "/api/user", { token, schema: UserSchema })).data;

    const sent = await call(upstream, "/user/phone", { token, body: { phone: newPhone }, schema: AuthCodeSchema });
    expect(sent.data).toEqual({ phone: newPhone, retryAfter: 30 });
    expect(upstream.logs).toContainEqual(
      expect.objectContaining({ msg: "demo code", purpose: "phone", phone: newPhone }),
    );
    expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data.phone).toBe(oldPhone);

    const wrong = await call(upstream, "/user/phone/confirm", { token, body: { phone: newPhone, code: "000000" } });
    expect(wrong.errors[0]).toMatchObject({ field: "code", message: "Неверный код. Осталось 4 попытки" });
    // The login code of that number is another code: it does not confirm the change.
    expect(
      (
        await call(upstream, "/user/phone/confirm", {
          token: otherDevice,
          body: { phone: freshPhone(), code: "123456" },
        })
      ).errors[0].code,
    ).toBe("code_not_requested");

    const done = await call(upstream, "/user/phone/confirm", {
      token,
      body: { phone: newPhone, code: "123456" },
      schema: UserSchema,
    });
    expect(done.data).toMatchObject({ id: user.id, phone: newPhone });
    expect(done.messages[0].message).toBe("Номер телефона изменён");
    expect((await call(upstream, "/api/user", { token, schema: UserSchema })).data.phone).toBe(newPhone);
    expect((await call(upstream, "/api/user", { token: otherDevice, schema: UserSchema })).data.id).toBe(0);
    // The new number logs into this account; the old one is free again (a new, empty account).
    expect(
      (await call(upstream, "/api/user", { token: await login(upstream, newPhone), schema: UserSchema })).data.id,
    ).toBe(user.id);
    expect(
      (await call(upstream, "/api/user", { token: await login(upstream, oldPhone), schema: UserSchema })).data.id,
    ).not.toBe(user.id);
  });

  it("answers a number of another user as a free one, sends no code, and refuses it like a wrong code", async () => {
    const token = await login(upstream, freshPhone());
    const free = await call(upstream, "/user/phone", { token, body: { phone: freshPhone() } });
    const logsBefore = upstream.logs.length;
    const taken = await call(upstream, "/user/phone", { token, body: { phone: ANNA } });
    expect({ status: taken.status, messages: taken.messages, data: { ...(taken.data as object), phone: "" } }).toEqual({
      status: free.status,
      messages: free.messages,
      data: { ...(free.data as object), phone: "" },
    });
    expect(upstream.logs.slice(logsBefore)).not.toContainEqual(
      expect.objectContaining({ phone: ANNA, code: expect.anything() }),
    );
    const confirm = await call(upstream, "/user/phone/confirm", { token, body: { phone: ANNA, code: "123456" } });
    expect(confirm.status).toBe(400);
    expect(confirm.errors[0]).toMatchObject({
      field: "code",
      code: "invalid_code",
      message: "Неверный код. Осталось 4 попытки",
    });
    // The code "sent" counts among the number's codes (the same answers as for a free number): hers comes 30 s on.
    now += 30_000;
    expect(
      (await call(upstream, "/api/user", { token: await login(upstream, ANNA), schema: UserSchema })).data.firstName,
    ).toBe("Анна");
  });

  it("refuses the current number and a malformed one", async () => {
    const phone = freshPhone();
    const token = await login(upstream, phone);
    expect((await call(upstream, "/user/phone", { token, body: { phone } })).errors[0]).toMatchObject({
      field: "phone",
      code: "phone_unchanged",
    });
    expect((await call(upstream, "/user/phone", { token, body: { phone: "123" } })).errors[0].field).toBe("phone");
    expect((await call(upstream, "/user/phone", { body: { phone: freshPhone() } })).status).toBe(401);
  });
});
