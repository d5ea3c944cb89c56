// Admin only: tiptap and ProseMirror weigh ~100 KB gzip, so nothing public may import this module.
import * as React from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Color, FontFamily, TextStyle } from "@tiptap/extension-text-style";

import { cn } from "../lib/cn.ts";
import { Skeleton } from "../primitives/skeleton.tsx";
import { RichTextToolbar } from "./rich-text-editor-toolbar.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

/** docs/product.md#news-manager: editor history depth 100, new-group delay 500 ms, heading levels 1 to 6. */
export const EDITOR_HISTORY = { depth: 100, newGroupDelay: 500 } as const;
export const EDITOR_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** The extensions behind the editor; exported so tests can parse the same HTML the editor writes. */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...EDITOR_HEADING_LEVELS] },
      undoRedo: { ...EDITOR_HISTORY },
      // Links are kept when pasted but never followed from inside the editor.
      link: { openOnClick: false, autolink: true },
    }),
    TextStyle,
    Color,
    FontFamily,
  ];
}

/**
 * Looks of the HTML inside the editor (Tailwind's preflight strips headings and lists). The public article
 * page styles the stored HTML on its own, without loading this module.
 */
const contentClassName = cn(
  "min-h-48 px-4 py-3 text-base leading-relaxed text-foreground outline-none sm:text-sm",
  "[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:font-display [&_h1]:text-3xl [&_h1]:font-bold",
  "[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold",
  "[&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold",
  "[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_a]:text-primary [&_a]:underline",
  "[&>*:first-child]:mt-0",
);

/**
 * The HTML of an empty document is `<p></p>`; callers (and `required` checks) get "" instead. The empty paragraph
 * the trailing-node extension keeps after a final heading or list (so the caret can leave it) is not content.
 */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML().replace(/(?:<p><\/p>)+$/, "");
}

export type RichTextEditorProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onChange" | "children"> & {
  /** The document as HTML (controlled); pair with `onValueChange`. "" is an empty document. */
  value?: string;
  /** The HTML it starts with (uncontrolled). */
  defaultValue?: string;
  /** Called with the new HTML after every edit ("" when the document is emptied). */
  onValueChange?: (html: string) => void;
  /** Names the writing area for screen readers when no visible label points at it. */
  "aria-label"?: string;
  /** Id of the visible label of the writing area (the label text is not clickable on a contenteditable). */
  "aria-labelledby"?: string;
  /** Ids of helper or error texts about the writing area. */
  "aria-describedby"?: string;
  /** Marks the writing area as invalid (red border, announced). */
  "aria-invalid"?: boolean;
  /** Read-only: the toolbar is disabled and the text cannot be changed. */
  disabled?: boolean;
  /** Where the colour and font pop-ups render; defaults to `document.body` (pass a dialog's node inside one). */
  portalContainer?: HTMLElement | null;
};

/**
 * The news editor: bold, italic, underline, H1–H3 (levels 1–6 are kept when pasted), bullet and numbered lists,
 * text colour, fonts (Padrão, Barlow, Signika, Roboto) and undo/redo. Its value is the HTML the server stores.
 * Renders a placeholder on the server and on the first client render (`immediatelyRender: false`).
 */
export function RichTextEditor({
  value: valueProp,
  defaultValue = "",
  onValueChange,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  disabled = false,
  portalContainer,
  className,
  ...props
}: RichTextEditorProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const setValueRef = React.useRef(setValue);
  setValueRef.current = setValue;

  // useEditor compares its options on every render and re-applies changed ones: keep them stable.
  const [extensions] = React.useState(richTextExtensions);
  const [initialContent] = React.useState(value);
  // The writing area's name, description and state live on ProseMirror's element, outside React's tree.
  const editorProps = React.useMemo(() => {
    const attributes: Record<string, string> = {
      role: "textbox",
      "aria-multiline": "true",
      class: contentClassName,
      "data-slot": "rich-text-content",
    };
    if (ariaLabel) attributes["aria-label"] = ariaLabel;
    if (ariaLabelledBy) attributes["aria-labelledby"] = ariaLabelledBy;
    if (ariaDescribedBy) attributes["aria-describedby"] = ariaDescribedBy;
    if (ariaInvalid) attributes["aria-invalid"] = "true";
    if (disabled) attributes["aria-readonly"] = "true";
    return { attributes };
  }, [ariaLabel, ariaLabelledBy, ariaDescribedBy, ariaInvalid, disabled]);

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    // Server rendering and hydration: the editor only exists in the browser, after the first render.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => setValueRef.current(editorHtml(current)),
  });

  React.useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A controlled value that changes from outside (a reset, another article) replaces the document, without
  // echoing back through onValueChange. Edits made here arrive already equal and are skipped.
  React.useEffect(() => {
    if (!editor || valueProp === undefined) return;
    if (valueProp === editorHtml(editor)) return;
    editor.commands.setContent(valueProp, { emitUpdate: false });
  }, [editor, valueProp]);

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled ? "" : undefined}
      data-invalid={ariaInvalid ? "" : undefined}
      className={cn(
        "flex flex-col overflow-hidden rounded-md border border-input",
        "focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40",
        "data-[invalid]:border-error data-[invalid]:focus-within:ring-error/40",
        "data-[disabled]:opacity-70",
        className,
      )}
      {...props}
    >
      <RichTextToolbar editor={editor} disabled={disabled} portalContainer={portalContainer} />
      {editor ? (
        // Always the public pages' dark look, so colours are judged as readers will see them.
        <EditorContent
          editor={editor}
          data-slot="rich-text-area"
          className="dark max-h-[60vh] overflow-y-auto bg-background"
        />
      ) : (
        <div data-slot="rich-text-loading" className="dark flex min-h-48 flex-col gap-2 bg-background px-4 py-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      )}
    </div>
  );
}
