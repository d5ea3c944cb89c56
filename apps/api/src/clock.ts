/** The server's clock. With PLACAR_NOW it starts at that instant and runs on in real time. */
export interface Clock {
  now(): Date;
  /** Moves a pinned clock (PLACAR_NOW) forward by `ms`; absent on the real clock, which nothing may move. */
  advance?(ms: number): void;
}

export function createClock(pinnedStart: Date | null, realNow: () => number = Date.now): Clock {
  if (!pinnedStart) return { now: () => new Date(realNow()) };
  let offset = pinnedStart.getTime() - realNow();
  return {
    now: () => new Date(realNow() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
