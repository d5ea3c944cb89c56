import type { FastifyInstance, RouteOptions } from "fastify";
import { ErrorSchema } from "../schemas/common.ts";

/** OpenAPI security requirement objects (scheme `bearerAuth`, declared in the swagger setup of app.ts). */
type SecurityRequirements = ReadonlyArray<Readonly<Record<string, readonly string[]>>>;

/** A valid `Authorization: Bearer` token is required (`app.authenticate` / `app.requireAdmin`). */
export const BEARER_REQUIRED: SecurityRequirements = [{ bearerAuth: [] }];
/** Anyone; a bearer token, when sent, changes the answer (e.g. an admin's health report). */
export const BEARER_OPTIONAL: SecurityRequirements = [{}, { bearerAuth: [] }];
/** Public: no credentials. */
export const PUBLIC: SecurityRequirements = [];

/**
 * Makes every documented operation say who may call it, from the hooks that actually guard it: a route with
 * `app.authenticate` or `app.requireAdmin` among its `onRequest` hooks is documented as needing the bearer token,
 * any other as public (`security: []`) unless its schema says the token is optional. A route whose declared
 * `security` contradicts its hooks stops the server at start (and so the contract test), so the document cannot
 * drift from the code. Call after `registerAuth` and before the routes are registered.
 */
export function documentRouteSecurity(app: FastifyInstance): void {
  const guards = new Set<unknown>([app.authenticate, app.requireAdmin]);
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as
      ({ hide?: boolean; security?: SecurityRequirements } & Record<string, unknown>) | undefined;
    if (!schema || schema.hide) return;
    const hooks =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const guarded = hooks.some((hook) => guards.has(hook));
    const declared = schema.security;
    const where = `${String(route.method)} ${route.url}`;
    if (declared === undefined) {
      route.schema = { ...schema, security: guarded ? BEARER_REQUIRED : PUBLIC };
      return;
    }
    const anonymousAllowed =
      declared.length === 0 || declared.some((requirement) => Object.keys(requirement).length === 0);
    if (guarded && anonymousAllowed) {
      throw new Error(`${where}: a rota exige login (onRequest), mas o schema declara security que admite anônimos`);
    }
    if (!guarded && !anonymousAllowed) {
      throw new Error(
        `${where}: o schema declara security que exige token, mas nenhum hook (authenticate/requireAdmin) o exige`,
      );
    }
  });
}

/**
 * Documents the error statuses any route can answer whatever its handler does, in the error shape, where the route
 * does not already: 400 (a NUL byte or a malformed value in the query, path or body, refused before the handler),
 * 503 (the database out of reach or too slow: plugins/errors.ts), 414 on a route with path parameters (a parameter
 * past the router's length limit), 413 and 415 on a route that takes a body (too large, a content type it does not
 * read). Call before the routes are registered.
 */
export function documentErrorStatuses(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as ({ hide?: boolean; response?: Record<string, unknown> } & object) | undefined;
    if (!schema || schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const statuses = [400, 503];
    if (route.url.includes(":")) statuses.push(414);
    if (methods.some((m) => m === "POST" || m === "PUT" || m === "PATCH" || m === "DELETE")) statuses.push(413, 415);
    const response = { ...schema.response };
    for (const status of statuses) if (!(status in response)) response[status] = ErrorSchema;
    route.schema = { ...schema, response };
  });
}

/**
 * The document without the component schemas nothing points at. fastify-type-provider-zod emits an input
 * (`…Input`) and an output variant of every schema registered with an id, whether or not any route reads or
 * answers that variant: request bodies use the input one, responses the output one, so about half of them are
 * never referenced (Redocly's `no-unused-components`). A schema reached only through another unused one goes too.
 */
export function withoutUnreferencedSchemas<T extends object>(doc: T): T {
  const { components, ...rest } = doc as {
    components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  };
  const schemas = components?.schemas;
  if (!components || !schemas) return doc;
  const prefix = "#/components/schemas/";
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "$ref" && typeof inner === "string" && inner.startsWith(prefix)) {
          const name = decodeURIComponent(inner.slice(prefix.length)).replaceAll("~1", "/").replaceAll("~0", "~");
          if (!reached.has(name)) {
            reached.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(inner);
        }
      }
    }
  };
  visit(rest);
  for (const [key, value] of Object.entries(components)) if (key !== "schemas") visit(value);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...doc, components: { ...components, schemas: kept } };
}
