import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { RICH_TEXT_URL } from "@vitalog/domain";
import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/Button/Button.tsx";
import { type IconProps, Svg } from "../../../../components/Icon/icons.tsx";
import { TextField } from "../../../../components/TextField/TextField.tsx";

// The text lesson editor. It is loaded with React.lazy by the lesson form only, so TipTap stays
// out of every other chunk. The server sanitises what it sends to the domain's RICH_TEXT_TAGS.

const BoldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7V5Zm0 7h7a3.5 3.5 0 0 1 0 7H7v-7Z" />
  </Svg>
);
const ItalicIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 5h8M6 19h8M14 5l-4 14" />
  </Svg>
);
const BulletListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </Svg>
);
const NumberedListIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1.1L3.5 19h3" />
  </Svg>
);
const QuoteIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 7H5v5h4v-1c0 2-1 4-4 5M19 7h-4v5h4v-1c0 2-1 4-4 5" />
  </Svg>
);
const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </Svg>
);
const HeadingIcon = ({ level, ...p }: IconProps & { level: 2 | 3 }) => (
  <Svg {...p}>
    <path d="M4 6v12M12 6v12M4 12h8" />
    {level === 2 ? (
      <path d="M15.5 11a2 2 0 1 1 3.5 1.3L15.5 18H20" />
    ) : (
      <path d="M15.5 10.5a2 2 0 1 1 2 3 2 2 0 1 1-2 3" />
    )}
  </Svg>
);

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

/** An address as typed, with https:// added when it names no scheme; null if not allowed. */
export function linkAddress(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed) return null;
  const href =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("/")
      ? trimmed
      : `https://${trimmed}`;
  return RICH_TEXT_URL.test(href) ? href : null;
}

export interface RichTextEditorProps {
  /** The editable area's id (a failed submit focuses it). */
  id: string;
  /** The id of the visible label naming the editor. */
  labelId: string;
  value: string;
  /** The editor's HTML; "" when it holds no text. */
  onChange: (html: string) => void;
  /** The ids of the hint and error lines under the editor. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * A rich-text editor (TipTap) with a labelled toolbar: bold, italic, headings, bullet and
 * numbered lists, quote and link. The toolbar is one tab stop; the arrow keys move along it.
 */
export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const { t } = useTranslation("courses");
  const attributes = (): Record<string, string> => ({
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
    ),
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
    ],
    content: value,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  // The label, hint and error can change after the editor is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes() reads exactly these
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributes() } });
  }, [editor, id, labelId, describedBy, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarState(current),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div
      className={clsx(
        "overflow-hidden rounded-xl border bg-white shadow-sm focus-within:outline-2 focus-within:outline-offset-0",
        invalid
          ? "border-red-600 focus-within:outline-red-600"
          : "border-slate-300 focus-within:border-brand-700 focus-within:outline-brand-700",
      )}
    >
      <Toolbar label={t("adminContent.editor.toolbar")} controls={id}>
        <ToolButton
          label={t("adminContent.editor.bold")}
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        >
          <BoldIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.italic")}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <ItalicIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.heading2")}
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <HeadingIcon level={2} className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.heading3")}
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <HeadingIcon level={3} className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.bulletList")}
          pressed={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        >
          <BulletListIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.orderedList")}
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <NumberedListIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.quote")}
          pressed={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        >
          <QuoteIcon className="size-5" />
        </ToolButton>
        <ToolButton
          label={t("adminContent.editor.link")}
          pressed={state.link || linking}
          onClick={() => setLinking((open) => !open)}
        >
          <LinkIcon className="size-5" />
        </ToolButton>
      </Toolbar>
      {linking ? (
        <LinkForm
          current={(editor.getAttributes("link").href as string | undefined) ?? ""}
          hasLink={state.link}
          onApply={(href) => {
            setLinking(false);
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
            setLinking(false);
            chain().extendMarkRange("link").unsetLink().run();
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <div className="max-h-[28rem] overflow-y-auto">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

/** A toolbar with one tab stop: the arrow keys, Home and End move between its buttons. */
function Toolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    buttons.forEach((button, i) => {
      button.tabIndex = i === current ? 0 : -1;
    });
  });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons[next]?.focus();
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        const buttons: Element[] = Array.from(ref.current?.querySelectorAll("button") ?? []);
        const index = buttons.indexOf(event.target);
        if (index !== -1) setCurrent(index);
      }}
      className="flex flex-wrap gap-px border-b border-slate-200 bg-slate-50 p-1 sm:gap-0.5"
    >
      {children}
    </div>
  );
}

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        "inline-flex size-9 items-center justify-center rounded-lg focus-visible:outline-2 sm:size-10 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
        pressed ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-200/70",
      )}
    >
      {children}
    </button>
  );
}

function LinkForm({
  current,
  hasLink,
  onApply,
  onRemove,
  onCancel,
}: {
  current: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("courses");
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);

  // Escape here closes this form only. The dialog around listens on the document in the capture
  // phase, so the key is claimed earlier, on the window, before it gets there.
  useEffect(() => {
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !box.current?.contains(event.target as Node)) return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener("keydown", handleKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", handleKeyDown, { capture: true });
  }, [onCancel]);

  function apply() {
    const href = linkAddress(address);
    if (!href) {
      setError(t("adminContent.editor.linkInvalid"));
      return;
    }
    onApply(href);
  }

  return (
    // Not a <form>: it sits inside the lesson form, whose Enter must not submit the lesson.
    <div
      ref={box}
      className="flex flex-col gap-2 border-b border-slate-200 bg-white p-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={t("adminContent.editor.linkAddress")}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={address}
        autoFocus
        error={error}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        containerClassName="min-w-0 flex-1"
      />
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button size="sm" onClick={apply}>
          {t("adminContent.editor.linkApply")}
        </Button>
        {hasLink ? (
          <Button size="sm" variant="secondary" onClick={onRemove}>
            {t("adminContent.editor.linkRemove")}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t("adminContent.cancel")}
        </Button>
      </div>
    </div>
  );
}
