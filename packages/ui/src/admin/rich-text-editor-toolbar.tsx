import * as React from "react";
import { Popover as PopoverPrimitive, Toolbar as ToolbarPrimitive } from "radix-ui";
import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Palette,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../primitives/select.tsx";

/** The editor's fonts (docs/product.md#news-manager); `default` clears the font so the page's own font applies. */
export const EDITOR_FONTS = [
  { value: "default", label: "Padrão" },
  { value: "Barlow", label: "Barlow" },
  { value: "Signika", label: "Signika" },
  { value: "Roboto", label: "Roboto" },
] as const;

/** A short palette that stays readable on the public pages' dark background. */
export const EDITOR_COLORS = [
  { value: "#2fd37a", label: "Verde" },
  { value: "#f5b82e", label: "Amarelo" },
  { value: "#f97316", label: "Laranja" },
  { value: "#ef4444", label: "Vermelho" },
  { value: "#4fb3f6", label: "Azul" },
  { value: "#c084fc", label: "Roxo" },
  { value: "#ffffff", label: "Branco" },
  { value: "#98a4bd", label: "Cinza" },
] as const;

type ToggleName = "bold" | "italic" | "underline" | "h1" | "h2" | "h3" | "bulletList" | "orderedList";

interface ToolbarState {
  active: Record<ToggleName, boolean>;
  color: string | null;
  font: string;
  canUndo: boolean;
  canRedo: boolean;
}

const IDLE: ToolbarState = {
  active: {
    bold: false,
    italic: false,
    underline: false,
    h1: false,
    h2: false,
    h3: false,
    bulletList: false,
    orderedList: false,
  },
  color: null,
  font: "default",
  canUndo: false,
  canRedo: false,
};

/** Colours come back as the browser writes them ('rgb(47, 211, 122)'); the palette speaks hex. */
export function colorToHex(color: string | null | undefined): string | null {
  if (!color) return null;
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((n) => Number(n).toString(16).padStart(2, "0"))
      .join("")}`;
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : color;
}

function readState(editor: Editor | null): ToolbarState {
  if (!editor) return IDLE;
  const style = editor.getAttributes("textStyle") as { color?: string | null; fontFamily?: string | null };
  const font = EDITOR_FONTS.find((f) => f.value === style.fontFamily)?.value ?? "default";
  return {
    active: {
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      underline: editor.isActive("underline"),
      h1: editor.isActive("heading", { level: 1 }),
      h2: editor.isActive("heading", { level: 2 }),
      h3: editor.isActive("heading", { level: 3 }),
      bulletList: editor.isActive("bulletList"),
      orderedList: editor.isActive("orderedList"),
    },
    color: colorToHex(style.color),
    font,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function sameState(a: ToolbarState, b: ToolbarState | null): boolean {
  if (!b) return false;
  return (
    a.color === b.color &&
    a.font === b.font &&
    a.canUndo === b.canUndo &&
    a.canRedo === b.canRedo &&
    (Object.keys(a.active) as ToggleName[]).every((k) => a.active[k] === b.active[k])
  );
}

const TOGGLES: { name: ToggleName; label: string; icon: LucideIcon; run: (editor: Editor) => void; group: number }[] = [
  { name: "bold", label: "Negrito", icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), group: 0 },
  { name: "italic", label: "Itálico", icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), group: 0 },
  {
    name: "underline",
    label: "Sublinhado",
    icon: Underline,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    group: 0,
  },
  {
    name: "h1",
    label: "Título 1",
    icon: Heading1,
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
    group: 1,
  },
  {
    name: "h2",
    label: "Título 2",
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    group: 1,
  },
  {
    name: "h3",
    label: "Título 3",
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    group: 1,
  },
  {
    name: "bulletList",
    label: "Lista com marcadores",
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    group: 2,
  },
  {
    name: "orderedList",
    label: "Lista numerada",
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    group: 2,
  },
];

const itemClassName = cn(
  "inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground outline-none",
  "hover:bg-accent hover:text-accent-foreground",
  "focus-visible:ring-2 focus-visible:ring-ring",
  "aria-pressed:bg-primary aria-pressed:text-primary-foreground",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "[&_svg]:size-4 [&_svg]:shrink-0",
);

function Separator() {
  return <ToolbarPrimitive.Separator data-slot="rich-text-separator" className="mx-1 h-6 w-px shrink-0 bg-border" />;
}

export type RichTextToolbarProps = {
  /** The editor it drives; null while the editor is still being created (the controls are then disabled). */
  editor: Editor | null;
  /** Disables every control. */
  disabled?: boolean;
  /** Where the colour and font pop-ups render. */
  portalContainer?: HTMLElement | null;
};

/**
 * The formatting toolbar: one tab stop, arrow keys move between controls (WAI-ARIA toolbar pattern); toggles
 * announce their state with `aria-pressed`.
 */
export function RichTextToolbar({ editor, disabled = false, portalContainer }: RichTextToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: e }) => readState(e), equalityFn: sameState }) ?? IDLE;
  const off = disabled || !editor;
  const [colorOpen, setColorOpen] = React.useState(false);
  const customColorId = React.useId();

  return (
    <ToolbarPrimitive.Root
      data-slot="rich-text-toolbar"
      aria-label="Formatação do texto"
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted p-1"
    >
      {TOGGLES.map((toggle, index) => {
        const Icon = toggle.icon;
        const pressed = state.active[toggle.name];
        return (
          <React.Fragment key={toggle.name}>
            {index > 0 && TOGGLES[index - 1]!.group !== toggle.group ? <Separator /> : null}
            <ToolbarPrimitive.Button
              type="button"
              data-slot="rich-text-toggle"
              data-state={pressed ? "on" : "off"}
              aria-label={toggle.label}
              title={toggle.label}
              aria-pressed={pressed}
              disabled={off}
              className={itemClassName}
              onClick={() => editor && toggle.run(editor)}
            >
              <Icon aria-hidden="true" />
            </ToolbarPrimitive.Button>
          </React.Fragment>
        );
      })}
      <Separator />
      <PopoverPrimitive.Root open={colorOpen} onOpenChange={setColorOpen}>
        <PopoverPrimitive.Trigger asChild>
          <ToolbarPrimitive.Button
            type="button"
            aria-label="Cor do texto"
            title="Cor do texto"
            disabled={off}
            className={itemClassName}
          >
            <span className="relative inline-flex">
              <Palette aria-hidden="true" />
              <span
                aria-hidden="true"
                data-slot="rich-text-color-swatch"
                className="absolute -bottom-1 left-0 h-1 w-full rounded-full border border-border"
                style={{ backgroundColor: state.color ?? "transparent" }}
              />
            </span>
          </ToolbarPrimitive.Button>
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal container={portalContainer ?? undefined}>
          <PopoverPrimitive.Content
            data-slot="rich-text-color-panel"
            aria-label="Cor do texto"
            sideOffset={4}
            align="start"
            className="z-50 flex w-56 flex-col gap-3 rounded-md border border-border bg-popover p-3 text-popover-foreground shadow-lg outline-none"
          >
            <div role="group" aria-label="Cores" className="grid grid-cols-4 gap-2">
              {EDITOR_COLORS.map((c) => (
                <button
                  key={c.value}
                  type="button"
                  aria-label={c.label}
                  title={c.label}
                  aria-pressed={state.color === c.value}
                  className={cn(
                    "size-9 cursor-pointer rounded-md border border-border outline-none",
                    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
                    "aria-pressed:ring-2 aria-pressed:ring-foreground aria-pressed:ring-offset-2 aria-pressed:ring-offset-popover",
                  )}
                  style={{ backgroundColor: c.value }}
                  onClick={() => {
                    editor?.chain().focus().setColor(c.value).run();
                    setColorOpen(false);
                  }}
                />
              ))}
            </div>
            <div className="flex items-center justify-between gap-2">
              <label htmlFor={customColorId} className="text-sm">
                Cor personalizada
              </label>
              <input
                id={customColorId}
                type="color"
                value={state.color && /^#[0-9a-f]{6}$/i.test(state.color) ? state.color : "#ffffff"}
                // Dragging in the native picker fires many changes; the history groups them (500 ms).
                onChange={(event) => editor?.chain().setColor(event.target.value).run()}
                className="h-9 w-12 cursor-pointer rounded-md border border-input bg-background p-1"
              />
            </div>
            <button
              type="button"
              className="h-9 cursor-pointer rounded-md border border-input px-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => {
                editor?.chain().focus().unsetColor().run();
                setColorOpen(false);
              }}
            >
              Remover cor
            </button>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
      <Select
        value={state.font}
        disabled={off}
        onValueChange={(font) => {
          if (!editor) return;
          if (font === "default") editor.chain().focus().unsetFontFamily().run();
          else editor.chain().focus().setFontFamily(font).run();
        }}
      >
        <ToolbarPrimitive.Button asChild>
          <SelectTrigger size="sm" aria-label="Fonte" className="w-32 border-transparent bg-transparent">
            <SelectValue />
          </SelectTrigger>
        </ToolbarPrimitive.Button>
        <SelectContent container={portalContainer ?? undefined}>
          {EDITOR_FONTS.map((f) => (
            <SelectItem key={f.value} value={f.value}>
              <span style={f.value === "default" ? undefined : { fontFamily: f.value }}>{f.label}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Separator />
      <ToolbarPrimitive.Button
        type="button"
        aria-label="Desfazer"
        title="Desfazer"
        disabled={off || !state.canUndo}
        className={itemClassName}
        onClick={() => editor?.chain().focus().undo().run()}
      >
        <Undo2 aria-hidden="true" />
      </ToolbarPrimitive.Button>
      <ToolbarPrimitive.Button
        type="button"
        aria-label="Refazer"
        title="Refazer"
        disabled={off || !state.canRedo}
        className={itemClassName}
        onClick={() => editor?.chain().focus().redo().run()}
      >
        <Redo2 aria-hidden="true" />
      </ToolbarPrimitive.Button>
    </ToolbarPrimitive.Root>
  );
}
