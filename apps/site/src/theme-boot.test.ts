import { describe, expect, it } from "vitest";
import { href } from "@placar/core/routes";
import { isDarkPage, isSignedInArea, themeBootScript } from "./theme-boot.ts";

/** Runs the inline boot script as a browser would, against a stored choice and a path; returns whether it set dark. */
function bootIsDark(choice: string | null, pathname: string, storageThrows = false): boolean | null {
  let dark: boolean | null = null;
  const env = {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error("blocked");
        return key === "theme" ? choice : null;
      },
    },
    location: { pathname },
    document: { documentElement: { classList: { toggle: (_name: string, on: boolean) => (dark = on) } } },
  };
  // The script is the page's own text (allowed by its CSP hash); it reads only these three globals.
  new Function("localStorage", "location", "document", themeBootScript())(env.localStorage, env.location, env.document);
  return dark;
}

describe("the theme rule", () => {
  it("keeps the public pages dark and the signed-in area light without a choice; a choice wins everywhere", () => {
    expect(isDarkPage(null, "/")).toBe(true);
    expect(isDarkPage(null, href.match(1))).toBe(true);
    expect(isDarkPage(null, "/Profile")).toBe(false);
    expect(isDarkPage(null, href.manageUsers())).toBe(false);
    expect(isDarkPage("light", "/")).toBe(false);
    expect(isDarkPage("dark", href.profile())).toBe(true);
    // A path that only starts with the same letters is not inside the area.
    expect(isSignedInArea("/profile-publico")).toBe(false);
    expect(isSignedInArea("/profile/")).toBe(true);
  });

  it("is applied by the boot script exactly as by the app, for every choice and page", () => {
    const paths = [
      "/",
      "/odds-ao-vivo",
      href.article(3, "a"),
      "/profile",
      "/PROFILE",
      "/gerenciar-noticias/x",
      "/nada",
    ];
    for (const choice of [null, "dark", "light", "azul"] as const) {
      for (const path of paths) {
        const rule = isDarkPage(choice === "dark" || choice === "light" ? choice : null, path);
        expect(bootIsDark(choice, path), `${choice} ${path}`).toBe(rule);
      }
    }
  });

  it("leaves the server's theme when storage is blocked, instead of failing the page", () => {
    expect(bootIsDark(null, "/", true)).toBeNull();
  });
});
