import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { matchesWords, searchWords } from "@placar/core/search";
import { expect, fn, waitFor, within } from "storybook/test";

import { ARTICLE, GAMES, TODAY } from "./admin.fixtures.ts";
import { Button } from "../primitives/button.tsx";
import { NewsFormDialog, type NewsFormDialogProps } from "./news-form-dialog.tsx";
import type { NewsGameOption } from "./news-form-dialog-game-picker.tsx";
import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";

type Canvas = ReturnType<typeof within>;

function renderDialog(args: NewsFormDialogProps) {
  return (
    <OverlayFrame className="h-[60rem]">
      {(container) => <NewsFormDialog {...args} container={container} />}
    </OverlayFrame>
  );
}

/** A real 64×36 PNG, so the preview shows a picture rather than a broken image. */
async function pngFile(name = "capa.png"): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = 64;
  canvas.height = 36;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#137a3b";
  ctx.fillRect(0, 0, 64, 36);
  ctx.fillStyle = "#f5b82e";
  ctx.fillRect(24, 10, 16, 16);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
  return new File([blob], name, { type: "image/png" });
}

async function openDialog(canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }, name: string) {
  await userEvent.click(canvas.getByRole("button", { name }));
  return canvas.findByRole("dialog", { name });
}

/** Picks a game through the search field of the game list. */
async function pickGame(
  dialog: HTMLElement,
  canvas: Canvas,
  userEvent: { click: (el: Element) => Promise<void>; keyboard: (text: string) => Promise<void> },
  search: string,
) {
  await userEvent.click(within(dialog).getByRole("button", { name: /^Jogo \*/ }));
  const searchBox = await canvas.findByRole("combobox", { name: "Buscar jogo" });
  await waitFor(() => expect(searchBox).toHaveFocus());
  await userEvent.keyboard(search);
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(canvas.queryByRole("listbox", { name: "Jogos" })).toBeNull());
}

const meta = {
  title: "Admin/NewsFormDialog",
  component: NewsFormDialog,
  render: renderDialog,
  args: {
    mode: "create",
    today: TODAY,
    games: GAMES,
    initialValues: { author: "Redação Placar" },
    onSubmit: fn(),
    onOpenChange: fn(),
    trigger: <Button>Nova Notícia</Button>,
  },
} satisfies Meta<typeof NewsFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await expect(within(dialog).getByLabelText("Data")).toHaveValue(TODAY);
    await expect(within(dialog).getByLabelText("Autor")).toHaveValue("Redação Placar");
    await expect(within(dialog).getByRole("button", { name: "Jogo * Escolha o jogo" })).toBeVisible();
    await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    // Creating has nothing to delete.
    await expect(within(dialog).queryByRole("button", { name: "Excluir notícia" })).toBeNull();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = within(dialog).getByLabelText("Título *");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Informe o título da notícia.");
    await expect(title).toHaveFocus();
    const game = within(dialog).getByRole("button", { name: /^Jogo \*/ });
    await expect(game).toHaveAttribute("aria-invalid", "true");
    await expect(game).toHaveAccessibleDescription("Escolha o jogo da notícia.");
    await expect(within(dialog).getByRole("textbox", { name: "Mensagem *" })).toHaveAccessibleDescription(
      "Escreva o texto da notícia.",
    );
    // Typing a title clears its error only.
    await userEvent.type(title, "Clássico");
    await expect(title).not.toHaveAttribute("aria-invalid");
    await expect(game).toHaveAttribute("aria-invalid", "true");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const CreateAndSave: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.click(within(dialog).getByLabelText("Título *"));
    await userEvent.paste("Gre-Nal decide vaga");
    await userEvent.click(within(dialog).getByLabelText("Subtítulo"));
    await userEvent.paste("Clássico gaúcho vale a Libertadores");
    await pickGame(dialog, canvas, userEvent, "gremio");
    await expect(within(dialog).getByRole("button", { name: /^Jogo \*/ })).toHaveAccessibleName(
      "Jogo * Grêmio x Internacional 22/11/2025 · 21:00 · Brasileirão Série A",
    );
    const file = await pngFile();
    await userEvent.upload(within(dialog).getByLabelText("Imagem"), file);
    await expect(await within(dialog).findByRole("img", { name: "Pré-visualização da nova imagem" })).toBeVisible();
    const message = await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    await userEvent.click(message);
    await userEvent.paste("Duelo equilibrado no Beira-Rio.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: "Gre-Nal decide vaga",
        subtitle: "Clássico gaúcho vale a Libertadores",
        author: "Redação Placar",
        date: TODAY,
        game: 503,
        image: file,
        removeImage: false,
        message: "<p>Duelo equilibrado no Beira-Rio.</p>",
      }),
    );
    // Saving closes the window.
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const GameList: Story = {
  parameters: OPEN_LAYER_A11Y,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Jogo \*/ }));
    const listbox = await canvas.findByRole("listbox", { name: "Jogos" });
    await expect(within(listbox).getAllByRole("option")).toHaveLength(GAMES.length);
    const search = canvas.getByRole("combobox", { name: "Buscar jogo" });
    // Accents and case do not matter; every word must match.
    await userEvent.type(search, "sao paulo");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Corinthians x São Paulo23/11/2025 · 18:30 · Brasileirão Série A"]);
    await userEvent.clear(search);
    await userEvent.type(search, "brasileirão");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(4);
    await userEvent.keyboard("{ArrowDown}");
    await expect(search).toHaveAttribute("aria-activedescendant", within(listbox).getAllByRole("option")[1]!.id);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const GameSearchWithoutResults: Story = {
  parameters: OPEN_LAYER_A11Y,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Jogo \*/ }));
    await userEvent.type(await canvas.findByRole("combobox", { name: "Buscar jogo" }), "Juventus");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Nenhum jogo encontrado");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    // Escape closes the list and keeps the choice empty.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("combobox", { name: "Buscar jogo" })).toBeNull());
    await expect(within(dialog).getByRole("button", { name: /^Jogo \*/ })).toHaveTextContent("Escolha o jogo");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const GamesLoading: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { games: [], gamesLoading: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Jogo \*/ }));
    await expect(await canvas.findByText("Carregando jogos…")).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Edit: Story = {
  args: {
    mode: "edit",
    initialValues: ARTICLE,
    onDelete: fn(),
    trigger: <Button>Editar Notícia</Button>,
    // The article's game has already left the list of upcoming games.
    games: GAMES.slice(1),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await expect(within(dialog).getByLabelText("Título *")).toHaveValue(ARTICLE.title);
    await expect(within(dialog).getByLabelText("Data")).toHaveValue(ARTICLE.date);
    await expect(within(dialog).getByRole("button", { name: /^Jogo \*/ })).toHaveTextContent("Flamengo x Palmeiras");
    await expect(within(dialog).getByRole("img", { name: "Imagem atual da notícia" })).toBeVisible();
    const message = await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    await expect(within(message).getByRole("heading", { level: 1 })).toHaveTextContent("Clássico decisivo no Maracanã");
    await expect(within(dialog).getByRole("button", { name: "Excluir notícia" })).toBeVisible();
    // Unchanged, it saves as it was, with no new image.
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ game: 501, image: null, date: ARTICLE.date, message: ARTICLE.message }),
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Editar Notícia" }));
    await canvas.findByRole("dialog", { name: "Editar Notícia" });
    await within(canvas.getByRole("dialog")).findByRole("textbox", { name: "Mensagem *" });
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** An article published dated 01/01/0001 (issue 43): the date is bounded, from 2000 to a year after today. */
export const DateOutOfRange: Story = {
  args: { ...Edit.args, initialValues: { ...ARTICLE, date: "0001-01-01" } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    const date = within(dialog).getByLabelText("Data");
    await expect(date).toHaveAttribute("min", "2000-01-01");
    await expect(date).toHaveAttribute("max", "2026-11-21");
    await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(date).toHaveAccessibleDescription("A data da notícia precisa estar entre 01/01/2000 e 21/11/2026.");
    await expect(date).toHaveFocus();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const DeleteConfirmation: Story = {
  ...Edit,
  parameters: OPEN_LAYER_A11Y,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir notícia" }));
    const confirm = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await expect(confirm).toHaveAccessibleDescription("Tem certeza que deseja excluir essa notícia?");
    await expect(args.onDelete).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Deleting: Story = {
  ...Edit,
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir notícia" }));
    const confirm = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Sim" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: {
    mode: "edit",
    initialValues: ARTICLE,
    onSubmit: fn(() => new Promise<void>(() => undefined)),
    onDelete: fn(),
    trigger: <Button>Editar Notícia</Button>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Salvar" })).toHaveAttribute("aria-busy", "true"),
    );
    await expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Excluir notícia" })).toBeDisabled();
    // Escape does not drop a save in progress.
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("dialog", { name: "Editar Notícia" })).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ServerError: Story = {
  args: {
    mode: "edit",
    initialValues: ARTICLE,
    onDelete: fn(),
    trigger: <Button>Editar Notícia</Button>,
    onSubmit: fn(async () => {
      throw Object.assign(new Error("Jogo não encontrado. Escolha outro jogo da lista."), {
        body: {
          detail: "Jogo não encontrado. Escolha outro jogo da lista.",
          code: "validation_error",
          fields: { game: ["Jogo não encontrado. Escolha outro jogo da lista."] },
        },
      });
    }),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Jogo não encontrado. Escolha outro jogo da lista.",
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const game = within(dialog).getByRole("button", { name: /^Jogo \*/ });
    await expect(game).toHaveAttribute("aria-invalid", "true");
    await expect(game).toHaveFocus();
    // The window stays open with the admin's work.
    await expect(within(dialog).getByLabelText("Título *")).toHaveValue(ARTICLE.title);
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const WrongImageType: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    const input = within(dialog).getByLabelText("Imagem");
    // The picker's "all files" option gets past `accept`; user-event cannot, so the file is set directly.
    const transfer = new DataTransfer();
    transfer.items.add(new File(["%PDF-1.7"], "regulamento.pdf", { type: "application/pdf" }));
    (input as HTMLInputElement).files = transfer.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).getByText("A imagem precisa ser JPEG, PNG, WebP, AVIF ou GIF.")).toBeVisible();
    await expect(within(dialog).queryByRole("img", { name: "Pré-visualização da nova imagem" })).toBeNull();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const RemovingPickedImage: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    const input = within(dialog).getByLabelText("Imagem");
    await userEvent.upload(input, await pngFile());
    await within(dialog).findByRole("img", { name: "Pré-visualização da nova imagem" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remover imagem escolhida" }));
    await expect(within(dialog).queryByRole("img")).toBeNull();
    await expect((input as HTMLInputElement).files).toHaveLength(0);
    await expect(input).toHaveFocus();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Mobile: Story = {
  ...Edit,
  args: { ...Edit.args, onSubmit: fn() },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await within(dialog).findByRole("textbox", { name: "Mensagem *" });
    keepStoryLastForScreenshot(canvasElement);
  },
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const AsksBeforeDiscarding: Story = {
  parameters: OPEN_LAYER_A11Y,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // Untouched, Escape closes at once.
    await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(canvas.queryByRole("alertdialog")).toBeNull();

    // With a title typed, Escape asks first; 'Continuar editando' keeps every word.
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.type(within(dialog).getByLabelText("Título *"), "Rascunho importante");
    await userEvent.keyboard("{Escape}");
    let ask = await canvas.findByRole("alertdialog", { name: "Descartar as alterações?" });
    await expect(ask).toHaveAccessibleDescription(
      "O que você escreveu ou mudou nesta notícia ainda não foi salvo e será perdido.",
    );
    await userEvent.click(within(ask).getByRole("button", { name: "Continuar editando" }));
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(within(canvas.getByRole("dialog", { name: "Nova Notícia" })).getByLabelText("Título *")).toHaveValue(
      "Rascunho importante",
    );

    // 'Cancelar' asks too; 'Descartar' closes without saving.
    await userEvent.click(
      within(canvas.getByRole("dialog", { name: "Nova Notícia" })).getByRole("button", { name: "Cancelar" }),
    );
    ask = await canvas.findByRole("alertdialog", { name: "Descartar as alterações?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Descartar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Opened again, the form starts afresh.
    const again = await openDialog(canvas, userEvent, "Nova Notícia");
    await expect(within(again).getByLabelText("Título *")).toHaveValue("");
    await userEvent.type(within(again).getByLabelText("Título *"), "Outro");
    await userEvent.keyboard("{Escape}");
    ask = await canvas.findByRole("alertdialog", { name: "Descartar as alterações?" });
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const RemovingCurrentImage: Story = {
  ...Edit,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await expect(within(dialog).getByRole("img", { name: "Imagem atual da notícia" })).toBeVisible();
    const remove = within(dialog).getByRole("button", { name: "Remover imagem atual" });
    await userEvent.click(remove);
    await expect(within(dialog).queryByRole("img", { name: "Imagem atual da notícia" })).toBeNull();
    await expect(within(dialog).getByText("A imagem atual será removida ao salvar")).toBeVisible();
    // Undone and done again: the same button, still focused.
    await userEvent.click(remove);
    await expect(within(dialog).getByRole("img", { name: "Imagem atual da notícia" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remover imagem atual" }));
    await expect(within(dialog).getByRole("button", { name: "Manter a imagem atual" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const SavingWithoutTheImage: Story = {
  ...Edit,
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Editar Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remover imagem atual" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ image: null, removeImage: true, game: 501 }),
      ),
    );
    // Saved: no question about unsaved changes.
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
  },
};

/** A final already played, found only by the search (the caller's API). */
const PAST_FINAL: NewsGameOption = {
  id: 590,
  home: "Grêmio",
  away: "Fluminense",
  date: "2025-11-09",
  time: "16:00",
  league: "Copa do Brasil",
};

/** The page's part: what the API would find for a search, and a moment of 'searching'. */
function SearchingDialog(args: NewsFormDialogProps & { container: HTMLElement }) {
  const [games, setGames] = React.useState<readonly NewsGameOption[]>(GAMES);
  const [searching, setSearching] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);
  return (
    <NewsFormDialog
      {...args}
      games={games}
      gamesSearching={searching}
      onGameSearch={(query) => {
        args.onGameSearch?.(query);
        window.clearTimeout(timer.current);
        if (query.trim().length < 2) {
          setSearching(false);
          setGames(GAMES);
          return;
        }
        setSearching(true);
        timer.current = window.setTimeout(() => {
          setSearching(false);
          setGames([PAST_FINAL, ...GAMES].filter((g) => matchesWords(`${g.home} ${g.away}`, searchWords(query))));
        }, 150);
      }}
    />
  );
}

export const GameSearchOtherDays: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { onGameSearch: fn() },
  render: (args) => (
    <OverlayFrame className="h-[60rem]">
      {(container) => <SearchingDialog {...args} container={container} />}
    </OverlayFrame>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent, "Nova Notícia");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Jogo \*/ }));
    const search = await canvas.findByRole("combobox", { name: "Buscar jogo" });
    await expect(search).toHaveAccessibleDescription(
      "Sem busca: os jogos de hoje e amanhã. Digite um time para achar jogos passados e futuros.",
    );
    await userEvent.type(search, "gremio");
    await expect(args.onGameSearch).toHaveBeenLastCalledWith("gremio");
    const listbox = await canvas.findByRole("listbox", { name: "Jogos" });
    const past = await within(listbox).findByRole("option", { name: /Grêmio x Fluminense/ });
    await expect(past).toHaveTextContent("09/11/2025 · 16:00 · Copa do Brasil");
    await expect(search).toHaveAccessibleDescription("Jogos de até 90 dias atrás e 60 dias à frente.");
    await userEvent.click(past);
    // The choice stays shown though the list went back to today's games.
    const trigger = within(dialog).getByRole("button", { name: /^Jogo \*/ });
    await expect(trigger).toHaveTextContent("Grêmio x Fluminense");
    await userEvent.click(trigger);
    await userEvent.type(await canvas.findByRole("combobox", { name: "Buscar jogo" }), "fla");
    await expect(await canvas.findByText("Buscando jogos de outros dias…")).toBeVisible();
    await waitFor(() => expect(canvas.queryByText("Buscando jogos de outros dias…")).toBeNull());
    await expect(
      within(canvas.getByRole("listbox", { name: "Jogos" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Flamengo x Palmeiras23/11/2025 · 16:00 · Brasileirão Série A"]);
    keepStoryLastForScreenshot(canvasElement);
  },
};
