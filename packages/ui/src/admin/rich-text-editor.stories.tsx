import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { ARTICLE_HTML } from "./admin.fixtures.ts";
import { Button } from "../primitives/button.tsx";
import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor.tsx";

function renderEditor(args: RichTextEditorProps) {
  return (
    <OverlayFrame className="h-[30rem] max-w-3xl">
      {(container) => (
        <div className="flex flex-col gap-1.5">
          <span id="rotulo-mensagem" className="text-sm font-medium">
            Mensagem
          </span>
          <RichTextEditor aria-labelledby="rotulo-mensagem" {...args} portalContainer={container} />
        </div>
      )}
    </OverlayFrame>
  );
}

/** The writing area appears once tiptap is created, right after the first render. */
async function writingArea(canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }) {
  return canvas.findByRole("textbox", { name: "Mensagem" });
}

/** Puts the caret after the last character of `block` (user-event cannot press End in a contenteditable). */
async function caretAtEndOf(area: HTMLElement, block: HTMLElement) {
  area.focus();
  const text = block.lastChild!;
  const range = document.createRange();
  range.setStart(text, text.textContent!.length);
  range.collapse(true);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  // ProseMirror reads the DOM selection on `selectionchange`, which fires asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const meta = {
  title: "Admin/RichTextEditor",
  component: RichTextEditor,
  args: { onValueChange: fn() },
  render: renderEditor,
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole("toolbar", { name: "Formatação do texto" });
    const buttons = within(toolbar)
      .getAllByRole("button")
      .map((b) => b.getAttribute("aria-label"));
    await expect(buttons).toEqual([
      "Negrito",
      "Itálico",
      "Sublinhado",
      "Título 1",
      "Título 2",
      "Título 3",
      "Lista com marcadores",
      "Lista numerada",
      "Cor do texto",
      "Desfazer",
      "Refazer",
    ]);
    await expect(within(toolbar).getByRole("combobox", { name: "Fonte" })).toHaveTextContent("Padrão");
    const area = await writingArea(canvas);
    await expect(area).toHaveAttribute("aria-multiline", "true");
    await expect(area).toHaveTextContent("");
    await expect(within(toolbar).getByRole("button", { name: "Desfazer" })).toBeDisabled();
  },
};

export const WithContent: Story = {
  args: { defaultValue: ARTICLE_HTML },
  play: async ({ canvas, userEvent }) => {
    const area = await writingArea(canvas);
    await expect(within(area).getByRole("heading", { level: 1, name: "Clássico decisivo no Maracanã" })).toBeVisible();
    await expect(within(area).getAllByRole("listitem")).toHaveLength(2);
    // The caret inside the H1 lights up 'Título 1' only.
    await userEvent.click(within(area).getByRole("heading", { level: 1 }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Título 1" })).toHaveAttribute("aria-pressed", "true"),
    );
    await expect(canvas.getByRole("button", { name: "Título 2" })).toHaveAttribute("aria-pressed", "false");
  },
};

export const Formatting: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const area = await writingArea(canvas);
    await userEvent.click(area);
    await userEvent.click(canvas.getByRole("button", { name: "Negrito" }));
    await expect(canvas.getByRole("button", { name: "Negrito" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("Gol de placa");
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("<p><strong>Gol de placa</strong></p>"));
    await userEvent.click(canvas.getByRole("button", { name: "Negrito" }));
    await userEvent.click(canvas.getByRole("button", { name: "Itálico" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sublinhado" }));
    await userEvent.keyboard(" no fim");
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        "<p><strong>Gol de placa</strong><em><u> no fim</u></em></p>",
      ),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Título 2" }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<h2>/)));
    await expect(canvas.getByRole("button", { name: "Título 2" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: "Lista numerada" }));
    await userEvent.keyboard("Primeiro tempo{Enter}Segundo tempo");
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        expect.stringContaining("<ol><li><p>Primeiro tempo</p></li><li><p>Segundo tempo</p></li></ol>"),
      ),
    );
    await expect(canvas.getByRole("button", { name: "Lista numerada" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Lista com marcadores" }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(expect.stringContaining("<ul>")));
  },
};

export const ColourPicker: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { defaultValue: "<p>Odd turbinada</p>" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const area = await writingArea(canvas);
    await userEvent.click(area);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "Cor do texto" }));
    const panel = await canvas.findByRole("dialog", { name: "Cor do texto" });
    await userEvent.click(within(panel).getByRole("button", { name: "Verde" }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        '<p><span style="color: rgb(47, 211, 122);">Odd turbinada</span></p>',
      ),
    );
    await waitFor(() => expect(canvas.queryByRole("dialog", { name: "Cor do texto" })).toBeNull());
    // Reopened, the palette marks the current colour; 'Remover cor' takes it off.
    await userEvent.click(canvas.getByRole("button", { name: "Cor do texto" }));
    const again = await canvas.findByRole("dialog", { name: "Cor do texto" });
    await expect(within(again).getByRole("button", { name: "Verde" })).toHaveAttribute("aria-pressed", "true");
    await expect(within(again).getByLabelText("Cor personalizada")).toHaveValue("#2fd37a");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const RemovingColour: Story = {
  args: { defaultValue: '<p><span style="color: #ef4444;">Alerta de odds</span></p>' },
  play: async ({ args, canvas, userEvent }) => {
    const area = await writingArea(canvas);
    await userEvent.click(area);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "Cor do texto" }));
    const panel = await canvas.findByRole("dialog", { name: "Cor do texto" });
    await userEvent.click(within(panel).getByRole("button", { name: "Remover cor" }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("<p>Alerta de odds</p>"));
  },
};

export const Fonts: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { defaultValue: "<p>Análise tática</p>" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const area = await writingArea(canvas);
    await userEvent.click(area);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("combobox", { name: "Fonte" }));
    const listbox = await canvas.findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Padrão", "Barlow", "Signika", "Roboto"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "Signika" }));
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        '<p><span style="font-family: Signika;">Análise tática</span></p>',
      ),
    );
    await expect(canvas.getByRole("combobox", { name: "Fonte" })).toHaveTextContent("Signika");
    await userEvent.click(canvas.getByRole("combobox", { name: "Fonte" }));
    await canvas.findByRole("listbox");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const UndoAndRedo: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const area = await writingArea(canvas);
    await userEvent.click(area);
    await userEvent.keyboard("Placar");
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("<p>Placar</p>"));
    const undo = canvas.getByRole("button", { name: "Desfazer" });
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(undo);
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith(""));
    await expect(canvas.getByRole("button", { name: "Refazer" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Refazer" }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("<p>Placar</p>"));
  },
};

export const KeyboardToolbar: Story = {
  play: async ({ canvas, userEvent }) => {
    await writingArea(canvas);
    const bold = canvas.getByRole("button", { name: "Negrito" });
    bold.focus();
    // One tab stop; arrows move inside the toolbar.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Itálico" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Refazer" })).not.toHaveFocus(); // disabled controls are skipped
    await userEvent.keyboard("{Home}");
    await expect(bold).toHaveFocus();
    await userEvent.tab();
    await expect(await writingArea(canvas)).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: function ControlledEditor(args) {
    const [html, setHtml] = React.useState("<p>Rascunho salvo</p>");
    return (
      <div className="flex max-w-3xl flex-col gap-2">
        {renderEditor({
          ...args,
          value: html,
          onValueChange: (next) => {
            setHtml(next);
            args.onValueChange?.(next);
          },
        })}
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => setHtml("<h3>Texto trocado de fora</h3>")}>
            Trocar texto
          </Button>
          <output className="text-xs text-muted-foreground">{html.length} caracteres de HTML</output>
        </div>
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const area = await writingArea(canvas);
    await expect(area).toHaveTextContent("Rascunho salvo");
    await userEvent.click(canvas.getByRole("button", { name: "Trocar texto" }));
    await waitFor(() =>
      expect(within(area).getByRole("heading", { level: 3, name: "Texto trocado de fora" })).toBeVisible(),
    );
    // A change from outside is not echoed back as an edit.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await caretAtEndOf(area, within(area).getByRole("heading", { level: 3 }));
    await userEvent.keyboard("!");
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith("<h3>Texto trocado de fora!</h3>"));
    await expect(canvas.getByText("31 caracteres de HTML")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: ARTICLE_HTML, disabled: true },
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    await waitFor(() => expect(area).toHaveAttribute("contenteditable", "false"));
    await expect(area).toHaveAttribute("aria-readonly", "true");
    for (const button of within(canvas.getByRole("toolbar")).getAllByRole("button"))
      await expect(button).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => renderEditor({ ...args, "aria-invalid": true, "aria-describedby": "erro-mensagem" }),
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-1">
        <Story />
        <p id="erro-mensagem" className="px-2 text-xs font-medium">
          Escreva a mensagem da notícia.
        </p>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const area = await writingArea(canvas);
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await expect(area).toHaveAccessibleDescription("Escreva a mensagem da notícia.");
  },
};

export const Mobile: Story = {
  ...WithContent,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const WithContentLight: Story = { ...WithContent, globals: { theme: "light" } };
