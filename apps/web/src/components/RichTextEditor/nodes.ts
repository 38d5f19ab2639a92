import { mergeAttributes, Node } from "@tiptap/react";
import { RICH_TEXT_EMBED_TAG, RICH_TEXT_URL } from "@vitalog/domain";
import { embedOf } from "../RichText/embeds.ts";
import { EMBED_REFERRER_POLICY, EMBED_SANDBOX } from "../RichText/RichText.tsx";

const DIMENSION = /^\d{1,4}$/;
const dimension = (element: HTMLElement, name: string) => {
  const value = element.getAttribute(name) ?? "";
  return DIMENSION.test(value) ? Number(value) : null;
};

/** A picture: only from an address rich text allows (an uploaded image, or http(s)). */
export const ImageNode = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: "" },
      width: { default: null, parseHTML: (element) => dimension(element, "width") },
      height: { default: null, parseHTML: (element) => dimension(element, "height") },
    };
  },
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) =>
          RICH_TEXT_URL.test(element.getAttribute("src")?.trim() ?? "") ? null : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
});

/**
 * An embed: a frame from the allowed video, slide and code-sandbox hosts only. A pasted or
 * loaded frame from anywhere else is not this node, so it is left out. In the editor the frame
 * is shown but not used (the node is selected, moved or deleted as one block).
 */
export const EmbedNode = Node.create({
  name: "embed",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: `${RICH_TEXT_EMBED_TAG}[src]`,
        getAttrs: (element) => (embedOf(element.getAttribute("src") ?? "") ? null : false),
      },
    ];
  },
  renderHTML({ node }) {
    return [
      RICH_TEXT_EMBED_TAG,
      {
        src: node.attrs.src,
        ...(node.attrs.title ? { title: node.attrs.title } : {}),
        sandbox: EMBED_SANDBOX,
        referrerpolicy: EMBED_REFERRER_POLICY,
        loading: "lazy",
        allowfullscreen: "true",
      },
    ];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("div");
      dom.setAttribute("data-embed", "");
      dom.className =
        "my-3 aspect-video w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100";
      const src = String(node.attrs.src ?? "");
      if (embedOf(src)) {
        const frame = document.createElement("iframe");
        frame.src = src;
        frame.title = String(node.attrs.title ?? "");
        frame.setAttribute("sandbox", EMBED_SANDBOX);
        frame.referrerPolicy = EMBED_REFERRER_POLICY;
        frame.loading = "lazy";
        frame.tabIndex = -1;
        frame.className = "pointer-events-none size-full border-0";
        dom.append(frame);
      }
      return { dom };
    };
  },
});
