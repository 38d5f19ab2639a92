import type { EditorView } from "@tiptap/pm/view";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { EditorImage } from "@vitalog/domain";
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Upload } from "../../lib/upload.ts";
import { embedSourceOf } from "../RichText/embeds.ts";
import { RICH_TEXT_NAMESPACE } from "../RichText/i18n.ts";
import {
  BoldIcon,
  BulletListIcon,
  EmbedIcon,
  HeadingIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  QuoteIcon,
} from "./icons.tsx";
import { EmbedNode, ImageNode } from "./nodes.ts";
import { EmbedForm, ImageForm, LinkForm } from "./panels.tsx";
import { ToolButton, Toolbar } from "./Toolbar.tsx";

export { editorImageProblem, linkAddress } from "./rules.ts";

// A rich-text editor (TipTap). Pages load it with React.lazy, so TipTap stays out of every other
// chunk. The server sanitises what it sends to the domain's RICH_TEXT_TAGS (and, for articles,
// the allowed embeds).

/**
 * Inserts a picture or an embed with an empty paragraph after it, where the cursor goes: left
 * selected, the block would be replaced by the next key pressed.
 */
function insertBlock(editor: Editor, type: string, attrs: Record<string, unknown>) {
  editor
    .chain()
    .focus()
    .insertContent([{ type, attrs }, { type: "paragraph" }])
    .scrollIntoView()
    .run();
}

/** What the toolbar shows as pressed, read from the editor on every change. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
  };
}

export interface RichTextEditorProps {
  /** The editable area's id (a failed submit focuses it). */
  id: string;
  /** The id of the visible label naming the editor. */
  labelId: string;
  value: string;
  /** The editor's HTML; "" when it holds nothing. */
  onChange: (html: string) => void;
  /** The ids of the hint and error lines under the editor. */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Pictures, uploaded by `upload` with a progress bar (it answers an `EditorImage`). */
  images?:
    | { upload: (file: File, onProgress: (percent: number) => void) => Upload<EditorImage> }
    | undefined;
  /** Frames from the allowed video, slide and code-sandbox hosts, pasted or inserted. */
  embeds?: boolean;
}

type Panel = "link" | "image" | "embed" | null;

/**
 * A rich-text editor (TipTap) with a labelled toolbar: bold, italic, headings, bullet and
 * numbered lists, quote and link, and when asked for, images and embeds. The toolbar is one tab
 * stop; the arrow keys move along it.
 */
export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  describedBy,
  invalid = false,
  images,
  embeds = false,
}: RichTextEditorProps) {
  const { t } = useTranslation(RICH_TEXT_NAMESPACE);
  const [panel, setPanel] = useState<Panel>(null);
  const [announcement, setAnnouncement] = useState("");
  const translate = useRef(t);
  translate.current = t;

  /** A pasted address of an allowed host becomes an embed; any other paste is left to TipTap. */
  const editorRef = useRef<Editor | null>(null);
  const handlePaste = (_view: EditorView, event: ClipboardEvent): boolean => {
    if (!embeds || !editorRef.current) return false;
    const text = event.clipboardData?.getData("text/plain")?.trim() ?? "";
    if (!text || /\s/.test(text)) return false;
    const embed = embedSourceOf(text);
    if (!embed) return false;
    insertBlock(editorRef.current, EmbedNode.name, {
      src: embed.src,
      title: translate.current("embed.title", { name: embed.name }),
    });
    setAnnouncement(translate.current("editor.embedPasted", { name: embed.name }));
    return true;
  };

  const editorProps = () => ({
    attributes: {
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...(invalid ? { "aria-invalid": "true" } : {}),
      class: clsx(
        "min-h-48 px-3.5 py-3 text-base text-slate-900 focus:outline-none",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline",
        "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic",
        "[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold",
        "[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:my-0.5",
        "[&_p]:my-2 [&_p:first-child]:mt-0 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm",
        "[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_hr]:my-4",
        "[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
        "[&_.ProseMirror-selectednode]:outline-3 [&_.ProseMirror-selectednode]:outline-offset-2 [&_.ProseMirror-selectednode]:outline-brand-600",
      ),
    },
    handlePaste,
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      ...(images ? [ImageNode] : []),
      ...(embeds ? [EmbedNode] : []),
    ],
    content: value,
    editorProps: editorProps(),
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  // The label, hint and error can change after the editor is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: editorProps() reads exactly these
  useEffect(() => {
    editor.setOptions({ editorProps: editorProps() });
  }, [editor, id, labelId, describedBy, invalid]);

  editorRef.current = editor;

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarState(current),
  });
  const chain = () => editor.chain().focus();
  const toggle = (next: Exclude<Panel, null>) => {
    setAnnouncement("");
    setPanel((open) => (open === next ? null : next));
  };
  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div
      className={clsx(
        "overflow-hidden rounded-xl border bg-white shadow-sm focus-within:outline-2 focus-within:outline-offset-0",
        invalid
          ? "border-red-600 focus-within:outline-red-600"
          : "border-slate-300 focus-within:border-brand-700 focus-within:outline-brand-700",
      )}
    >
      <Toolbar label={t("editor.toolbar")} controls={id}>
        <ToolButton
          label={t("editor.bold")}
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <BoldIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.italic")}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <ItalicIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.heading2")}
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <HeadingIcon level={2} className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.heading3")}
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <HeadingIcon level={3} className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.bulletList")}
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <BulletListIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.orderedList")}
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <NumberedListIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.quote")}
          pressed={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <QuoteIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("editor.link")}
          pressed={state.link || panel === "link"}
          onClick={() => toggle("link")}
        >
          <LinkIcon className="size-5" />
        </ToolButton>
        {images ? (
          <ToolButton
            label={t("editor.image")}
            pressed={panel === "image"}
            onClick={() => toggle("image")}
          >
            <ImageIcon className="size-5" />
          </ToolButton>
        ) : null}
        {embeds ? (
          <ToolButton
            label={t("editor.embed")}
            pressed={panel === "embed"}
            onClick={() => toggle("embed")}
          >
            <EmbedIcon className="size-5" />
          </ToolButton>
        ) : null}
      </Toolbar>
      {panel === "link" ? (
        <LinkForm
          current={(editor.getAttributes("link").href as string | undefined) ?? ""}
          hasLink={state.link}
          onApply={(href) => {
            setPanel(null);
            const { empty } = editor.state.selection;
            if (empty && !editor.isActive("link")) {
              chain()
                .insertContent({
                  type: "text",
                  text: href,
                  marks: [{ type: "link", attrs: { href } }],
                })
                .run();
            } else {
              chain().extendMarkRange("link").setLink({ href }).run();
            }
          }}
          onRemove={() => {
            setPanel(null);
            chain().extendMarkRange("link").unsetLink().run();
          }}
          onCancel={close}
        />
      ) : null}
      {panel === "image" && images ? (
        <ImageForm
          upload={images.upload}
          onInsert={(image) => {
            setPanel(null);
            insertBlock(editor, ImageNode.name, image);
            setAnnouncement(t("editor.imageAdded"));
          }}
          onCancel={close}
        />
      ) : null}
      {panel === "embed" ? (
        <EmbedForm
          onInsert={({ src, name }) => {
            setPanel(null);
            insertBlock(editor, EmbedNode.name, { src, title: t("embed.title", { name }) });
            setAnnouncement(t("editor.embedAdded", { name }));
          }}
          onCancel={close}
        />
      ) : null}
      <div className="max-h-[28rem] overflow-y-auto">
        <EditorContent editor={editor} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
