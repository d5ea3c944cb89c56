import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Security headers on every answer (API, pages, assets, errors, the live stream), from this one place.
 *
 * The Content-Security-Policy is one constant string per process, so a page kept by the page cache is valid for
 * everybody (a per-request nonce would make every cached page wrong). Inline scripts are allowed only by their
 * SHA-256: the site has one, the static loader that adds the module scripts after the first paint, and the server
 * hashes it from the built template at start (`allowInlineScripts`). The page's state is a JSON data block, which
 * no policy governs because it never runs. Styles allow 'unsafe-inline': React writes `style` attributes into the
 * server's HTML, Radix's scroll lock adds a `<style>` element when a dialog opens, and admins' articles keep the
 * editor's colour spans; a style cannot run code, and scripts stay locked down.
 */
export interface SecurityHeaders {
  /** Allows these inline scripts (their exact text) in pages. */
  allowInlineScripts(scripts: readonly string[]): void;
  /** The policy sent now. */
  readonly policy: string;
}

declare module "fastify" {
  interface FastifyInstance {
    securityHeaders: SecurityHeaders;
  }
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

/** Where browsers report violations (logged as `csp-violation`). */
export const CSP_REPORT_PATH = "/api/csp-report";

function buildPolicy(scriptHashes: ReadonlySet<string>, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${[...scriptHashes].map((h) => ` '${h}'`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  return directives.join("; ");
}

export function sha256Source(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** True for answers that must never be kept by a browser or a proxy: a signed-in request, or an account route. */
function isPrivate(req: FastifyRequest): boolean {
  if (req.headers.authorization) return true;
  return req.url.startsWith("/api/auth/") || req.url.startsWith("/api/users");
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }): SecurityHeaders {
  const https = opts.publicUrl.startsWith("https:");
  const hashes = new Set<string>();
  let policy = buildPolicy(hashes, https);
  const state: SecurityHeaders = {
    allowInlineScripts(scripts) {
      for (const s of scripts) hashes.add(sha256Source(s));
      policy = buildPolicy(hashes, https);
    },
    get policy() {
      return policy;
    },
  };
  app.decorate("securityHeaders", state);

  app.addHook("onRequest", async (_req, reply) => {
    reply.header("content-security-policy", policy);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.header("x-frame-options", "DENY");
    reply.header("cross-origin-opener-policy", "same-origin");
    if (https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
  app.addHook("onSend", async (req, reply) => {
    if (isPrivate(req)) reply.header("cache-control", "no-store");
  });

  // Violations reported by browsers: logged (a page that breaks its own policy is a bug), answered 204.
  app.addContentTypeParser(
    ["application/csp-report", "application/reports+json"],
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    },
  );
  let window = { start: 0, count: 0 };
  app.post(CSP_REPORT_PATH, { schema: { hide: true }, bodyLimit: 16 * 1024 }, async (req, reply) => {
    const now = Date.now();
    if (now - window.start > 60_000) window = { start: now, count: 0 };
    // At most 100 lines a minute: a hostile page cannot flood the logs.
    if (++window.count <= 100) {
      const body = req.body as
        { "csp-report"?: Record<string, unknown> } | Array<{ body?: Record<string, unknown> }> | null;
      const report = Array.isArray(body) ? body.map((r) => r.body) : (body?.["csp-report"] ?? body);
      req.log.warn({ report }, "csp-violation");
    }
    return reply.code(204).send();
  });
  return state;
}
