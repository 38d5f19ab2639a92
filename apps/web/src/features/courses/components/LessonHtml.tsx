import { RICH_TEXT_TAGS, RICH_TEXT_URL } from "@vitalog/domain";
import { createElement, type ReactNode } from "react";

/**
 * The elements a text lesson may hold: the domain's `RICH_TEXT_TAGS`, which the server's
 * sanitiser keeps. The HTML is turned into React elements one by one: nothing is ever written
 * into the page as markup, and anything outside the list (script, style, handlers, other URLs)
 * leaves only its text.
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
  figcaption: "mt-1 text-sm text-slate-600",
};

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
  }
  return props;
}

function render(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map((child, i) => render(child, i));
  if (!ALLOWED.has(tag)) return children;
  const props = attributes(element, key);
  if (tag === "img") return props.src ? createElement("img", props) : null;
  if (tag === "br" || tag === "hr") return createElement(tag, props);
  return createElement(tag, props, ...children);
}

/** A text lesson's content, rendered from the server's sanitised HTML without markup sinks. */
export function LessonHtml({ html }: { html: string }) {
  const template = document.createElement("template");
  template.innerHTML = html;
  return (
    <div className="text-slate-800">
      {Array.from(template.content.childNodes).map((node, i) => render(node, i))}
    </div>
  );
}
