// The primary's decision after a worker ends (server/http/cluster.ts): replaced at once the first time,
// then with a growing delay, and the primary gives up when workers keep failing to start.
import { describe, expect, it } from "vitest";
import { afterWorkerExit, FAILED_STARTS_TO_GIVE_UP, RESTART_WINDOW_MS, type WorkerExit } from "~server/http/cluster";

const now = 1_000_000;
const served = (secondsAgo: number): WorkerExit => ({ at: now - secondsAgo * 1000, served: true });
const failedStart = (secondsAgo: number): WorkerExit => ({ at: now - secondsAgo * 1000, served: false });

describe("after a worker ends", () => {
  it("replaces a worker that had served at once, then after 1, 2, 4… s up to 30 s while they keep dying", () => {
    expect(afterWorkerExit([served(0)], now)).toEqual({ restartInMs: 0 });
    expect(afterWorkerExit([served(5), served(0)], now)).toEqual({ restartInMs: 1000 });
    expect(afterWorkerExit([served(9), served(5), served(0)], now)).toEqual({ restartInMs: 2000 });
    expect(afterWorkerExit([served(9), served(7), served(5), served(0)], now)).toEqual({ restartInMs: 4000 });
    const many = Array.from({ length: 20 }, (_, i) => served(i));
    expect(afterWorkerExit(many, now)).toEqual({ restartInMs: 30_000 });
  });

  it("forgets exits older than the window: a worker that died long ago does not slow the next replacement", () => {
    const old = RESTART_WINDOW_MS / 1000;
    expect(afterWorkerExit([served(old + 5), served(old), served(0)], now)).toEqual({ restartInMs: 0 });
    expect(afterWorkerExit([failedStart(old + 2), failedStart(old + 1), failedStart(0)], now)).toEqual({ restartInMs: 0 });
  });

  it("gives up when workers end before serving again and again within the window, whatever served between", () => {
    expect(FAILED_STARTS_TO_GIVE_UP).toBe(3);
    expect(afterWorkerExit([failedStart(0)], now)).toEqual({ restartInMs: 0 });
    expect(afterWorkerExit([failedStart(1), failedStart(0)], now)).toEqual({ restartInMs: 1000 });
    expect(afterWorkerExit([failedStart(3), failedStart(1), failedStart(0)], now)).toEqual({ giveUp: "3 workers ended before serving within 60 s" });
    expect(afterWorkerExit([failedStart(20), served(10), failedStart(3), failedStart(0)], now)).toMatchObject({ giveUp: expect.stringContaining("3 workers") });
    // Served ones never count towards giving up.
    expect(afterWorkerExit([served(3), served(2), served(1), failedStart(0)], now)).toEqual({ restartInMs: 4000 });
  });
});
