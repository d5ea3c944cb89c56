import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import {
  apiCall,
  CHROMIUM,
  CHROMIUM_ARGS,
  gotoHydrated,
  sidewaysOverflow,
  startProductionServer,
  type RunningServer,
  firstAdminToken,
} from "./server.ts";
import { foldText } from "@placar/core/search";

// 15:00 in São Paulo: there are upcoming games to write about.
const NOW = "2026-11-21T18:00:00.000Z";

let server: RunningServer;
let browser: Browser;
let adminToken: string;

const api = (path: string, init?: Parameters<typeof apiCall>[2]) => apiCall(server.url, path, init);

async function login(
  username: string,
  password: string,
): Promise<{ access: string; user: { name: string; admin: boolean } }> {
  const res = await api("/api/auth/login/", { method: "POST", body: { username, password } });
  expect(res.status, `login of ${username}`).toBe(200);
  return res.json();
}

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  adminToken = await firstAdminToken(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page with `session` stored as the site stores it, failing the test on any uncaught exception. */
async function pageWithSession(session: { access: string; user: { name: string; admin: boolean } } | null) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  if (session) await page.addInitScript((s) => localStorage.setItem("user", JSON.stringify(s)), session);
  return { page, errors };
}

async function adminPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await pageWithSession({ access: adminToken, user: { name: "Administrador", admin: true } });
  await gotoHydrated(opened.page, server.url + path);
  return opened;
}

describe("user manager /gerenciar-usuarios", () => {
  it("creates, edits and deletes a user through the table and the modal", async () => {
    const { page, errors } = await adminPage("/gerenciar-usuarios");
    await page.getByRole("heading", { name: "Gerenciar Usuários", level: 1 }).waitFor();
    const table = page.getByRole("table", { name: "Usuários" });
    await table.getByRole("row", { name: /admin@placar\.local/ }).waitFor();

    // Create: the form's checks first (docs/product.md#user-manager), then a valid user.
    await page.getByRole("button", { name: "Novo usuário" }).click();
    const create = page.getByRole("dialog", { name: "Novo usuário" });
    await create.getByRole("button", { name: "Salvar" }).click();
    await create.getByText("Por favor, preencha todos os campos!").waitFor();
    expect(await create.getByLabel("CPF").getAttribute("aria-invalid")).toBe("true");
    await create.getByLabel("Nome").fill("Joana Paulista");
    await create.getByLabel("E-mail").fill("joana.paulista@example.com");
    await create.getByLabel("CPF").fill("39053344705");
    await create.getByLabel("Telefone").fill("11987654321");
    expect(await create.getByLabel("CPF").inputValue()).toBe("390.533.447-05");
    expect(await create.getByLabel("Telefone").inputValue()).toBe("(11) 9 8765-4321");
    await create.getByRole("button", { name: "Salvar" }).click();
    await create.getByText("Usuário criado com sucesso!").waitFor();
    // The banner stays 3 s, then the modal closes and the list shows the new user.
    await create.waitFor({ state: "hidden", timeout: 10_000 });
    const row = table.getByRole("row", { name: /joana\.paulista@example\.com/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("390.533.447-05");
    // docs/product.md#user-manager: the initial password is the e-mail.
    const joana = await login("joana.paulista@example.com", "joana.paulista@example.com");
    expect(joana.user.admin).toBe(false);

    // Edit: e-mail and CPF are read-only; name, role and the active switch change.
    await row.getByRole("button", { name: "Editar Joana Paulista" }).click();
    const edit = page.getByRole("dialog", { name: "Editar usuário" });
    expect(await edit.getByLabel("E-mail").getAttribute("readonly")).not.toBeNull();
    expect(await edit.getByLabel("CPF").getAttribute("readonly")).not.toBeNull();
    await edit.getByLabel("Nome").fill("Joana Paulista Souza");
    await edit.getByRole("switch", { name: "Ativo" }).click();
    await edit.getByRole("button", { name: "Salvar" }).click();
    await edit.getByText("Usuário editado com sucesso!").waitFor();
    await edit.waitFor({ state: "hidden", timeout: 10_000 });
    const edited = table.getByRole("row", { name: /joana\.paulista@example\.com/ });
    await edited.getByText("Joana Paulista Souza").waitFor();
    expect(await edited.getByText("Inativo").count()).toBe(1);
    // Deactivated on the server: she can no longer sign in.
    expect(
      (
        await api("/api/auth/login/", {
          method: "POST",
          body: { username: "joana.paulista@example.com", password: "joana.paulista@example.com" },
        })
      ).status,
    ).not.toBe(200);

    // Delete, confirmed in the second dialog.
    await edited.getByRole("button", { name: "Excluir Joana Paulista Souza" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Atenção!" });
    await confirm.getByText("Tem certeza que deseja excluir esse usuário?").waitFor();
    await confirm.getByRole("button", { name: "Sim" }).click();
    await page.getByText("Usuário excluído com sucesso!").waitFor();
    await table.getByRole("row", { name: /joana\.paulista@example\.com/ }).waitFor({ state: "detached" });
    const list = (await (await api("/api/users?search=joana", { token: adminToken })).json()) as { count: number };
    expect(list.count).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("admin pages on phones", () => {
  it.each([360, 390])("the user and news managers fit %i px with no sideways scroll", async (width) => {
    const { page, errors } = await adminPage("/gerenciar-usuarios");
    await page.setViewportSize({ width, height: 800 });
    await page
      .getByRole("table", { name: "Usuários" })
      .getByRole("row", { name: /admin@placar\.local/ })
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await gotoHydrated(page, `${server.url}/gerenciar-noticias`);
    await page.getByRole("heading", { name: "Gerenciar Estatísticas", level: 1 }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("news manager /gerenciar-noticias", () => {
  it("writes an article with the editor and finds it in the list", async () => {
    const { page, errors } = await adminPage("/gerenciar-noticias");
    await page.getByRole("heading", { name: "Gerenciar Estatísticas", level: 1 }).waitFor();
    await page.getByRole("list", { name: "Notícias" }).waitFor();

    await page.getByRole("button", { name: "Nova Notícia" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Notícia" });
    // The date defaults to today in Brazil.
    expect(await dialog.getByLabel("Data").inputValue()).toBe("2026-11-21");
    await dialog.getByLabel("Título *").fill("Clássico de teste no fim de semana");
    await dialog.getByLabel("Subtítulo").fill("Uma análise escrita pelo teste de ponta a ponta");
    // The game: the first one the search finds.
    await dialog.getByRole("button", { name: /^Jogo \*/ }).click();
    const search = page.getByRole("combobox", { name: "Buscar jogo" });
    await search.waitFor();
    await page.getByRole("listbox", { name: "Jogos" }).getByRole("option").first().waitFor();
    const firstGame = (await page
      .getByRole("listbox", { name: "Jogos" })
      .getByRole("option")
      .first()
      .locator("span")
      .first()
      .textContent())!;
    await search.press("Enter");
    await expect.poll(() => dialog.getByRole("button", { name: /^Jogo \*/ }).textContent()).toContain(firstGame);
    // The message, with the toolbar's bold.
    const editor = dialog.getByRole("textbox", { name: "Mensagem *" });
    await editor.click();
    await page.keyboard.type("Texto comum e ");
    await dialog.getByRole("button", { name: "Negrito" }).click();
    expect(await dialog.getByRole("button", { name: "Negrito" }).getAttribute("aria-pressed")).toBe("true");
    // The toolbar gives the focus back to the editor a moment after the click: typing before that loses letters
    // (seen under load: "<strong> em negrito").
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.type("texto em negrito");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    // Saving closes the modal and reloads the list.
    await dialog.waitFor({ state: "hidden", timeout: 15_000 });
    const card = page.getByRole("listitem").filter({ hasText: "Clássico de teste no fim de semana" });
    await card.waitFor();
    expect(await card.textContent()).toContain(firstGame);

    type ArticlesPage = { results: { id: number; title: string }[] };
    const listed = (await (await api("/api/avodds_app/blog/?page=1&page_size=100")).json()) as ArticlesPage;
    const created = listed.results.find((a) => a.title === "Clássico de teste no fim de semana");
    expect(created).toBeDefined();
    const article = (await (await api(`/api/avodds_app/blog/${created!.id}/`)).json()) as {
      message: string;
      date: string;
      author: string;
    };
    expect(article.message).toContain("<strong>texto em negrito</strong>");
    expect(article.date).toBe("2026-11-21");
    expect(article.author).toBe("Administrador");

    // Editing opens it again with the stored text.
    await card.getByRole("button", { name: /^Editar Notícia/ }).click();
    const edit = page.getByRole("dialog", { name: "Editar Notícia" });
    await edit.getByRole("textbox", { name: "Mensagem *" }).getByText("texto em negrito").waitFor();
    expect(await edit.getByLabel("Título *").inputValue()).toBe("Clássico de teste no fim de semana");
    expect(await edit.getByRole("button", { name: "Excluir notícia" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** A real 1×1 PNG: the server checks an image by its bytes. */
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Lower case without accents, as an admin types a name in a hurry. */
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("news manager: games of any day, nothing lost, every action answered (issue 13 points 3 and 4)", () => {
  it.each([
    { size: "desktop", viewport: { width: 1366, height: 900 }, pastDay: "2026-11-16", futureDay: "2026-11-27" },
    { size: "phone", viewport: { width: 390, height: 844 }, pastDay: "2026-11-15", futureDay: "2026-11-26" },
  ])("at $size size", async ({ viewport, pastDay, futureDay }) => {
    type Game = { id: number; home_team: string; away_team: string };
    const dayGames = async (date: string) =>
      ((await (await api(`/api/soccerdata_app/gamesByDate/?date=${date}`)).json()) as { results: Game[] }).results;
    const past = (await dayGames(pastDay))[0]!;
    const future = (await dayGames(futureDay))[0]!;
    const ddmmyyyy = (d: string) => d.split("-").reverse().join("/");
    const title = `Final de ${pastDay} revista`;

    const { page, errors } = await adminPage("/gerenciar-noticias");
    await page.setViewportSize(viewport);
    await page.getByRole("heading", { name: "Gerenciar Estatísticas", level: 1 }).waitFor();
    await page.getByRole("list", { name: "Notícias" }).waitFor();

    // A game from days ago, found by its teams typed without accents: the list at first holds only today's and tomorrow's.
    await page.getByRole("button", { name: "Nova Notícia" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova Notícia" });
    await dialog.getByLabel("Título *").fill(title);
    await dialog.getByRole("button", { name: /^Jogo \*/ }).click();
    const search = page.getByRole("combobox", { name: "Buscar jogo" });
    await search.fill(`${foldText(future.home_team)} ${foldText(future.away_team)}`);
    const listbox = page.getByRole("listbox", { name: "Jogos" });
    await listbox
      .getByRole("option", {
        name: new RegExp(`${literal(future.home_team)} x ${literal(future.away_team)}.*${ddmmyyyy(futureDay)}`),
      })
      .waitFor();
    await search.fill(foldText(past.home_team).toUpperCase());
    const pastOption = listbox.getByRole("option", {
      name: new RegExp(`${literal(past.home_team)} x ${literal(past.away_team)}.*${ddmmyyyy(pastDay)}`),
    });
    await pastOption.click();
    await expect
      .poll(() => dialog.getByRole("button", { name: /^Jogo \*/ }).textContent())
      .toContain(`${past.home_team} x ${past.away_team}`);
    await dialog.getByLabel("Imagem").setInputFiles({ name: "capa.png", mimeType: "image/png", buffer: PNG_1X1 });
    await dialog.getByRole("img", { name: "Pré-visualização da nova imagem" }).waitFor();
    await dialog.getByRole("textbox", { name: "Mensagem *" }).click();
    await page.keyboard.type("O que a final deixou.");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await dialog.waitFor({ state: "hidden", timeout: 15_000 });
    await page
      .getByRole("status")
      .filter({ hasText: `Notícia “${title}” publicada.` })
      .waitFor();

    type Listed = { results: { id: number; title: string; image: string | null; game: { id: number } }[] };
    const stored = async () =>
      ((await (await api("/api/avodds_app/blog/?page=1&page_size=10000")).json()) as Listed).results.find(
        (a) => a.title === title,
      );
    const made = await stored();
    expect(made?.game.id).toBe(past.id);
    expect(made?.image).toMatch(/^\/media\//);

    // Escape with unsaved edits asks first; going on keeps them, discarding keeps the stored article as it was.
    const card = page.getByRole("listitem").filter({ hasText: title });
    await card.getByRole("button", { name: /^Editar Notícia/ }).click();
    const edit = page.getByRole("dialog", { name: "Editar Notícia" });
    await edit.getByRole("textbox", { name: "Mensagem *" }).getByText("O que a final deixou.").waitFor();
    await edit.getByLabel("Título *").fill(`${title} (rascunho)`);
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "Descartar as alterações?" });
    await ask.getByRole("button", { name: "Continuar editando" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await edit.getByLabel("Título *").inputValue()).toBe(`${title} (rascunho)`);
    await page.keyboard.press("Escape");
    await ask.getByRole("button", { name: "Descartar" }).click();
    await edit.waitFor({ state: "hidden" });
    expect((await stored())?.title).toBe(title);

    // The stored image can be removed.
    await card.getByRole("button", { name: /^Editar Notícia/ }).click();
    await edit.getByRole("img", { name: "Imagem atual da notícia" }).waitFor();
    await edit.getByRole("button", { name: "Remover imagem atual" }).click();
    await edit.getByText("A imagem atual será removida ao salvar").waitFor();
    await edit.getByRole("button", { name: "Salvar" }).click();
    await edit.waitFor({ state: "hidden", timeout: 15_000 });
    await page
      .getByRole("status")
      .filter({ hasText: `Notícia “${title}” salva.` })
      .waitFor();
    expect((await stored())?.image).toBeNull();
    expect((await api(made!.image!)).status).toBe(404);

    // Deleting says so, and the card leaves the list.
    await card.getByRole("button", { name: /^Editar Notícia/ }).click();
    await edit.getByRole("button", { name: "Excluir notícia" }).click();
    await page.getByRole("alertdialog", { name: "Atenção!" }).getByRole("button", { name: "Sim" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Notícia “${title}” excluída.` })
      .waitFor();
    await card.waitFor({ state: "detached" });
    expect(await stored()).toBeUndefined();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("admin routes for everyone else", () => {
  it("a signed-out visitor and a signed-in non-admin are sent to /, and the server refuses the calls", async () => {
    const visitor = await pageWithSession(null);
    // What a visitor loads: no admin chunk (the editor and the data table live there).
    const scripts: string[] = [];
    visitor.page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(req.url());
    });
    await gotoHydrated(visitor.page, server.url + "/");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((url) => /\/assets\/admin-/.test(url))).toBe(false);
    await gotoHydrated(visitor.page, server.url + "/gerenciar-noticias");
    await visitor.page.waitForURL(server.url + "/");
    await visitor.page.close();

    const email = "torcedor.comum@example.com";
    const reg = await api("/api/auth/register/", {
      method: "POST",
      body: {
        name: "Torcedor Comum",
        cpf: "11144477735",
        email,
        password: "senha-forte-123",
        password2: "senha-forte-123",
        phone: "21987654321",
        birthdate: "1991-03-02",
        username: email,
      },
    });
    expect(reg.status).toBe(201);
    const session = await login(email, "senha-forte-123");
    expect(session.user.admin).toBe(false);
    const user = await pageWithSession({ access: session.access, user: { name: session.user.name, admin: false } });
    await gotoHydrated(user.page, server.url + "/gerenciar-usuarios");
    await user.page.waitForURL(server.url + "/");
    expect(await user.page.getByRole("heading", { name: "Gerenciar Usuários" }).count()).toBe(0);
    expect(user.errors).toEqual([]);
    await user.page.close();

    // A forged admin flag in storage changes nothing on the server.
    expect((await api("/api/users", { token: session.access })).status).toBe(403);
    expect((await api("/api/users")).status).toBe(401);
  });
});
