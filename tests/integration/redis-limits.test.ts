import { afterAll, describe, expect, it } from "vitest";
import { startRedis, type RunningRedis } from "./support/redis";
import { startStorefront, type RunningStorefront } from "./support/storefront";

/**
 * The per-client limits (here 10 login codes per client in 10 minutes) hold across storefront processes that share one
 * REDIS_URL, and without Redis each process counts its own. When Redis goes away the store keeps serving, counting in
 * memory, and says so once.
 */

const REFUSAL = "Слишком много запросов кода. Новый код можно запросить через 10 мин.";
const OUTAGE = /^Redis unavailable/;

let seq = 0;
const freshPhone = () => `+7999555${String(++seq).padStart(4, "0")}`;
/** One client: the address the trusted proxy (loopback) forwards. */
const clientAddress = () => `203.0.113.${++seq}`;

const post = (store: RunningStorefront, fields: Record<string, string>, client: string) =>
  fetch(`${store.url}/login/`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "X-Forwarded-For": client },
    redirect: "manual",
  });

/** Asks for a code `count` times from one client, alternately through each store; the answers' statuses and bodies. */
async function askCodes(stores: RunningStorefront[], client: string, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) {
    const response = await post(stores[i % stores.length], { intent: "code", phone: freshPhone() }, client);
    answers.push({ status: response.status, body: await response.text() });
  }
  return answers;
}

const running: { stop(): Promise<void> }[] = [];
afterAll(() => Promise.all(running.map((server) => server.stop())));

async function twoStores(env: Record<string, string>): Promise<RunningStorefront[]> {
  const first = await startStorefront(env);
  running.push(first);
  // The second uses the first one's embedded upstream: the stores share the upstream, only the limit store differs.
  const second = await startStorefront({ ...env, API_URL: first.upstreamUrl });
  running.push(second);
  return [first, second];
}

describe("per-client limits across two storefront processes", () => {
  it("without REDIS_URL each process counts its own: one client gets 10 code requests from each", async () => {
    const stores = await twoStores({});
    const answers = await askCodes(stores, clientAddress(), 21);
    expect(answers.slice(0, 20).filter((answer) => answer.status === 429)).toEqual([]);
    expect(answers[20].status).toBe(429);
    await Promise.all(stores.map((store) => store.stop()));
  });

  describe("with one REDIS_URL", () => {
    let redis: RunningRedis;
    let stores: RunningStorefront[];

    it("the 11th code request of one client, split across both processes, is refused with the Russian message", async () => {
      redis = await startRedis();
      running.push(redis);
      stores = await twoStores({ REDIS_URL: redis.url });
      const client = clientAddress();
      const answers = await askCodes(stores, client, 11);
      expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(answers[10].status).toBe(429);
      expect(answers[10].body).toContain(REFUSAL);
      // Through the other process too, and another client is not affected.
      expect((await askCodes(stores.slice(1), client, 1))[0].status).toBe(429);
      expect((await askCodes(stores, clientAddress(), 1))[0].status).toBe(200);
      expect(stores.flatMap((store) => store.logs).filter((line) => OUTAGE.test(String(line.msg)))).toEqual([]);
    });

    it("with Redis gone, logins still work (counted in memory) and each process logs the outage once", async () => {
      await redis.stop();
      for (const store of stores) {
        for (let i = 0; i < 3; i++) {
          const phone = freshPhone();
          const client = clientAddress();
          expect((await post(store, { intent: "code", phone }, client)).status).toBe(200);
          const login = await post(store, { intent: "login", phone, code: "123456" }, client);
          expect(login.status).toBe(303);
          expect(login.headers.getSetCookie().join()).toMatch(/token=/);
        }
        // The memory insurance still limits: a client's 11th request in this process is refused.
        const answers = await askCodes([store], clientAddress(), 11);
        expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429]);
        expect(store.logs.filter((line) => OUTAGE.test(String(line.msg)))).toHaveLength(1);
        expect(store.alive()).toBe(true);
      }
    });

    it("when Redis is back, each process logs its return once and shares the limits again", async () => {
      redis = await startRedis(redis.port);
      running.push(redis);
      for (const store of stores) {
        // ioredis reconnects on its own, at most 5 s apart; the next try through Redis notices too.
        for (let i = 0; i < 100 && !store.logs.some((line) => /^Redis is back/.test(String(line.msg))); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(store.logs.filter((line) => /^Redis is back/.test(String(line.msg)))).toHaveLength(1);
      }
      const answers = await askCodes(stores, clientAddress(), 11);
      expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429]);
      expect(stores.flatMap((store) => store.logs).filter((line) => OUTAGE.test(String(line.msg)))).toHaveLength(2);
    });
  });
});
