import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock.ts";

export const TOKEN_ISSUER = "placar";
export const TOKEN_AUDIENCE = "placar-web";
/** The audience of alert e-mails' unsubscribe links (never accepted as a session). */
export const UNSUBSCRIBE_AUDIENCE = "placar-alerts-unsubscribe";
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
}

/** What a verified token also says: its own id (for 'Sair') and when it expires (seconds since the epoch). */
export interface VerifiedClaims extends AccessClaims {
  /** Absent on tokens signed before ids were added: those cannot be revoked one by one. */
  tokenId: string | null;
  expiresAt: number;
}

/**
 * The JWT secret: JWT_SECRET when set; otherwise 256 random bits generated on first use and kept in
 * DATA_DIR/jwt-secret (mode 0600), so tokens survive restarts and every instance on the same data dir agrees.
 */
export function loadOrCreateSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, "jwt-secret");
  const read = (): Uint8Array => {
    const secret = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
    if (secret.byteLength < 32)
      throw new Error(
        `${file} não contém um segredo de 256 bits: apague-o para gerar outro (todas as sessões serão encerradas)`,
      );
    return secret;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  try {
    // "wx": if another process created it first, use theirs instead of overwriting it.
    writeFileSync(file, `${secret.toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return read();
  }
}

/** Signs and checks access tokens (HS256 only, issuer and audience pinned, times from the server clock). */
/** The largest id a PostgreSQL integer column holds. */
const MAX_INT4 = 2_147_483_647;
/** How far in the future a token's issue time may be (clocks of two instances drift a little). */
const MAX_CLOCK_SKEW_SECONDS = 60;

export class TokenService {
  private key: Uint8Array | null = null;

  constructor(
    private readonly secret: () => Uint8Array,
    private readonly clock: Clock,
  ) {}

  // Resolved on first use so that building the app (e.g. to emit the OpenAPI document) writes no file.
  private getKey(): Uint8Array {
    this.key ??= this.secret();
    return this.key;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return (
      new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_SECONDS)
        // Its own id: 'Sair' revokes this token alone (AccountService.logout).
        .setJti(randomBytes(16).toString("base64url"))
        .sign(this.getKey())
    );
  }

  /** The claims of a valid token, or null for anything else (bad signature, other algorithm, expired, wrong audience…). */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.getKey(), {
        algorithms: ["HS256"],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: this.clock.now(),
        requiredClaims: ["sub", "exp", "iat"],
      });
      const userId = Number(payload.sub);
      const tv = payload.tv;
      if (
        !Number.isSafeInteger(userId) ||
        userId <= 0 ||
        userId > MAX_INT4 ||
        typeof tv !== "number" ||
        !Number.isSafeInteger(tv)
      )
        return null;
      // Issued in the future (a forged or mis-clocked token): refused, with a minute of tolerance for clock skew.
      const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
      if (typeof payload.iat !== "number" || payload.iat > nowSeconds + MAX_CLOCK_SKEW_SECONDS) return null;
      return {
        userId,
        tokenVersion: tv,
        tokenId: typeof payload.jti === "string" ? payload.jti : null,
        expiresAt: typeof payload.exp === "number" ? payload.exp : nowSeconds,
      };
    } catch {
      return null;
    }
  }

  /**
   * The one-click unsubscribe token of alert e-mails (docs/product.md#alerts): bound to that purpose by its own
   * audience, so it never passes as a session, and without expiry (an old e-mail's link must still work).
   */
  async signUnsubscribe(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(userId))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(UNSUBSCRIBE_AUDIENCE)
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .sign(this.getKey());
  }

  /** The user id of a valid unsubscribe token, or null for anything else (forged, a session token, malformed). */
  async verifyUnsubscribe(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.getKey(), {
        algorithms: ["HS256"],
        issuer: TOKEN_ISSUER,
        audience: UNSUBSCRIBE_AUDIENCE,
        currentDate: this.clock.now(),
        requiredClaims: ["sub"],
      });
      const userId = Number(payload.sub);
      return Number.isSafeInteger(userId) && userId > 0 && userId <= MAX_INT4 ? userId : null;
    } catch {
      return null;
    }
  }
}
