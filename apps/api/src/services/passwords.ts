import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 14 ms per hash on the project's machines). */
export const ARGON2_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// `Algorithm` is an ambient const enum (not usable under isolatedModules): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, ...ARGON2_PARAMS };

/**
 * A real argon2id hash, with the current parameters, of a password nobody knows. Verifying against it when a
 * login names an unknown account makes that answer cost the same hashing work as a wrong password.
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$xWyClvyiQ39MGvXrmN4daw$y2YHo2BQeian81kGjzh8lehwYoph6VBMfKM3eS2b88o";

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never a throw) for a malformed stored hash: a broken row must not turn a login into a 500. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

const PHC = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** True when the stored PHC string was not made by argon2id v19 with today's parameters (so the next login upgrades it). */
export function needsRehash(stored: string): boolean {
  const m = PHC.exec(stored);
  if (!m) return true;
  const [, algorithm, version, memory, time, lanes] = m;
  return (
    algorithm !== "argon2id" ||
    Number(version) !== 19 ||
    Number(memory) !== ARGON2_PARAMS.memoryCost ||
    Number(time) !== ARGON2_PARAMS.timeCost ||
    Number(lanes) !== ARGON2_PARAMS.parallelism
  );
}
