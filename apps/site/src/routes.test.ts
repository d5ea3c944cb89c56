import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { href, matchPage, PAGES, type PageId } from "@placar/core/routes";
import { createRoutes, NOT_FOUND, type RouteDeps } from "./routes.tsx";

const routes = createRoutes({ queryClient: null, api: null, now: () => new Date(0) } as unknown as RouteDeps);
const children = routes[0]!.children!;

/** The page a path opens, by route id. */
function pageAt(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route.id;
}

/** A concrete path for a pattern (`:id` → 42). */
const sample = (pattern: string) => pattern.replace(/:\w+/g, "42");

describe("the site's router and the route table of core", () => {
  it("has one route per page of the table, with the table's id and path, and nothing else but the not-found page", () => {
    const ids = children.map((r: RouteObject) => r.id);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(PAGES)));
    expect(ids.filter((id) => id !== NOT_FOUND).sort()).toEqual(Object.keys(PAGES).sort());
    for (const route of children) {
      if (route.id === NOT_FOUND || route.index) continue;
      expect(route.path, route.id).toBe(PAGES[route.id as PageId].path);
    }
  });

  it("opens every page of the table at its own path, and the not-found page elsewhere", () => {
    for (const [id, page] of Object.entries(PAGES)) expect(pageAt(sample(page.path)), id).toBe(id);
    expect(pageAt("/Profile")).toBe("profile");
    expect(pageAt("/estatisticas/42/extra")).toBe(NOT_FOUND);
    expect(pageAt("/nao-existe")).toBe(NOT_FOUND);
  });

  it("builds every link to the page that path opens", () => {
    const links: [PageId, string][] = [
      ["home", href.home({ dia: "2026-11-21", aba: "ao-vivo" })],
      ["article", href.article(8, "a-b")],
      ["match", href.match(203373002)],
      ["analysis", href.analysis(9)],
      ["resetPassword", href.resetPassword({ email: "a@b.c", token: "t" })],
    ];
    for (const id of Object.keys(href) as PageId[]) {
      const build = href[id] as () => string;
      if (!links.some(([l]) => l === id)) links.push([id, build()]);
    }
    for (const [id, link] of links) expect(pageAt(new URL(link, "http://x.invalid").pathname), link).toBe(id);
  });

  it("and the table's own matcher (the page cache's) open the same page for every address", () => {
    const paths = [
      ...Object.values(PAGES).map((p) => sample(p.path)),
      "/",
      "/Profile",
      "/ESTATISTICAS/",
      "/estatisticas/8/",
      "/estatisticasJogo/203373002",
      "/estatisticasjogo/1%202",
      "/estatisticas/8/comentarios",
      "/analise/",
      "/odds-ao-vivo/x",
      "/gerenciar-",
      "/index.html",
      "/nao-existe",
    ];
    for (const path of paths) expect(matchPage(path)?.id ?? NOT_FOUND, path).toBe(pageAt(path));
    expect(matchPage("/estatisticasJogo/1%202")?.params).toEqual({ id: "1 2" });
  });
});
