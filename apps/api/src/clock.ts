/** The server's clock. With PLACAR_NOW it starts at that instant and runs on in real time. */
export interface Clock {
  now(): Date;
}

export function createClock(pinnedStart: Date | null, realNow: () => number = Date.now): Clock {
  if (!pinnedStart) return { now: () => new Date(realNow()) };
  const offset = pinnedStart.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
