/** The right to ingest: exactly one instance holds it at a time. */
export interface Leadership {
  /** True while this instance holds the lock. */
  held(): boolean;
  /** Tries to take the lock (no wait); true when held afterwards. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** The embedded database is one process's: that process is always the leader. */
export function inProcessLeadership(): Leadership {
  return { held: () => true, tryAcquire: async () => true, release: async () => {} };
}
