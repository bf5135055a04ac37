import { describe, expect, it } from "vitest";
import { othersShare, parseMachineTicks, parseProcessTicks, parseThreadTicks } from "../../../bench/cpu-share";

describe("parseMachineTicks", () => {
  it("counts everything but idle and iowait as busy", () => {
    expect(parseMachineTicks("cpu  100 10 50 800 20 5 5 10 0 0\ncpu0 50 5 25 400 10 2 3 5 0 0\n")).toEqual({
      busy: 180,
      total: 1000,
    });
  });
});

describe("parseProcessTicks", () => {
  it("adds utime and stime, and its waited-for children's, whatever spaces the command name holds", () => {
    const stat = "4242 (node build/server) S 1 4242 4242 0 -1 4194304 99 0 0 0 70 30 8 2 20 0 11 0 1107857 3133440 360";
    expect(parseProcessTicks(stat)).toBe(110);
  });
});

describe("parseThreadTicks", () => {
  it("adds the thread's own utime and stime (a thread has no children of its own)", () => {
    const stat = "4242 (node build/server) S 1 4242 4242 0 -1 4194304 99 0 0 0 70 30 8 2 20 0 11 0 1107857 3133440 360";
    expect(parseThreadTicks(stat)).toBe(100);
  });
});

describe("othersShare", () => {
  it("is the machine's busy time not spent by our processes, over the time there was", () => {
    expect(othersShare({ busy: 1000, total: 2000, ours: 300 }, { busy: 1900, total: 3000, ours: 900 })).toBeCloseTo(
      0.3,
    );
  });

  it("is NaN when a snapshot is missing", () => {
    expect(othersShare(undefined, { busy: 1, total: 2, ours: 0 })).toBeNaN();
  });
});
