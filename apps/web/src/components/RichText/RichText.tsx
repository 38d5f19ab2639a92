import { RICH_TEXT_EMBED_TAG, RICH_TEXT_TAGS, RICH_TEXT_URL } from "@vitalog/domain";
import clsx from "clsx";
import type { TFunction } from "i18next";
import { createElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { embedOf } from "./embeds.ts";
import { RICH_TEXT_NAMESPACE } from "./i18n.ts";

/**
 * The elements rich text may hold: the domain's `RICH_TEXT_TAGS`, which the server's sanitiser
 * keeps, and with `embeds` the frames of `RICH_TEXT_EMBEDS`. The HTML is parsed in an inert
 * template and turned into React elements one by one: nothing is ever written into the page as
 * markup, and anything outside the list (script, style, handlers, other URLs) leaves only its
 * text, or nothing.
 */
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const DROPPED = new Set(["script", "style", "iframe", "object", "embed", "template", "noscript"]);
const HEADINGS: Record<string, string> = {
  h2: "mt-6 text-xl font-semibold text-slate-900",
  h3: "mt-5 text-lg font-semibold text-slate-900",
  h4: "mt-4 font-semibold text-slate-900",
};
const CLASSES: Record<string, string> = {
  ...HEADINGS,
  p: "mt-3 leading-relaxed",
  ul: "mt-3 list-disc space-y-1 pl-6",
  ol: "mt-3 list-decimal space-y-1 pl-6",
  blockquote: "mt-3 border-l-4 border-slate-300 pl-4 text-slate-700 italic",
  pre: "mt-3 overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm",
  code: "rounded bg-slate-100 px-1 text-sm",
  a: "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600",
  hr: "my-6 border-slate-200",
  img: "mt-3 h-auto max-w-full rounded-lg",
  figure: "mt-4",
  figcaption: "mt-1 text-sm text-slate-600",
};
/** What the sandbox of an embedded frame allows: its player, and nothing of this page. */
export const EMBED_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";
export const EMBED_REFERRER_POLICY = "strict-origin-when-cross-origin";
const DIMENSION = /^\d{1,4}$/;
// Node.TEXT_NODE and Node.ELEMENT_NODE, spelt out: the server renders this too, where no Node is.
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Parses HTML in an inert template: the browser's own, or the server's DOM when it renders. */
export type HtmlFragmentParser = (html: string) => DocumentFragment;

let parseFragment: HtmlFragmentParser = (html) => {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
};

/** Where no browser is (the server rendering a public page), the DOM that parses rich text. */
export function setHtmlFragmentParser(parser: HtmlFragmentParser): void {
  parseFragment = parser;
}

function attributes(element: Element, key: number): Record<string, unknown> {
  const tag = element.tagName.toLowerCase();
  const props: Record<string, unknown> = { key, className: CLASSES[tag] };
  if (tag === "a") {
    const href = element.getAttribute("href")?.trim() ?? "";
    if (RICH_TEXT_URL.test(href)) {
      props.href = href;
      props.target = "_blank";
      props.rel = "noopener noreferrer";
    }
  }
  if (tag === "img") {
    const src = element.getAttribute("src")?.trim() ?? "";
    if (!RICH_TEXT_URL.test(src)) return { ...props, src: undefined };
    props.src = src;
    props.alt = element.getAttribute("alt") ?? "";
    props.loading = "lazy";
    props.decoding = "async";
    for (const name of ["width", "height"]) {
      const value = element.getAttribute(name) ?? "";
      if (DIMENSION.test(value)) props[name] = value;
    }
  }
  return props;
}

/** An allowed embed as a sandboxed frame in a 16:9 box; any other frame is nothing. */
function embedFrame(element: Element, key: number, t: TFunction): ReactNode {
  const src = element.getAttribute("src")?.trim() ?? "";
  const embed = embedOf(src);
  if (!embed) return null;
  const title = element.getAttribute("title")?.trim() || t("embed.title", { name: embed.name });
  return (
    <div key={key} className="mt-4 aspect-video w-full overflow-hidden rounded-lg bg-slate-100">
      {createElement("iframe", {
        src,
        title,
        className: "size-full border-0",
        loading: "lazy",
        allowFullScreen: true,
        sandbox: EMBED_SANDBOX,
        referrerPolicy: EMBED_REFERRER_POLICY,
      })}
    </div>
  );
}

function render(node: Node, key: number, embeds: boolean, t: TFunction): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (embeds && tag === RICH_TEXT_EMBED_TAG) return embedFrame(element, key, t);
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => render(child, i, embeds, t));
  if (!ALLOWED.has(tag)) return children;
  const props = attributes(element, key);
  if (tag === "img") return props.src ? createElement("img", props) : null;
  if (tag === "br" || tag === "hr") return createElement(tag, props);
  return createElement(tag, props, ...children);
}

export interface RichTextProps {
  /** The server's sanitised HTML. */
  html: string;
  /** Show frames from the allowed embed hosts (articles); without it every frame is dropped. */
  embeds?: boolean;
  className?: string;
}

/** Rich text (a text lesson, an article), rendered from sanitised HTML without markup sinks. */
export function RichText({ html, embeds = false, className }: RichTextProps) {
  const { t } = useTranslation(RICH_TEXT_NAMESPACE);
  return (
    <div className={clsx("text-slate-800", className)}>
      {Array.from(parseFragment(html).childNodes).map((node, i) => render(node, i, embeds, t))}
    </div>
  );
}
