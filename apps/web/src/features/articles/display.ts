import {
  type CommunityAuthor,
  countWords,
  RICH_TEXT_URL,
  readingTimeMinutes,
} from "@vitalog/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

// Block ends become spaces, as the server counts them, so words of two paragraphs stay two.
const BLOCK_END = /<\/(p|h\d|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi;

/** The words of the editor's HTML as plain text (parsed inert, never shown). */
export function plainTextOf(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html.replace(BLOCK_END, "$& ");
  return (template.content.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Word count and reading time of an article's HTML, by the domain's rule (words ÷ 200, up). */
export function articleFigures(html: string): { wordCount: number; readingTime: number } {
  const wordCount = countWords(plainTextOf(html));
  return { wordCount, readingTime: readingTimeMinutes(wordCount) };
}

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// An address in plain text: http(s)://… or www.…, without the punctuation that ends a sentence.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]]+$/;

/**
 * Plain text cut into text and links, so a comment's addresses can be shown as anchors built by
 * React (never as markup). Only http(s) addresses become links.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? "";
    address = address.slice(0, address.length - trailing.length);
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    if (!RICH_TEXT_URL.test(href) || !/^https?:\/\//i.test(href)) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** An author's name as shown: a person who has given none is "A Vitalog member". */
export function useAuthorName() {
  const { t } = useTranslation("articles");
  return (author: Pick<CommunityAuthor, "name">) => author.name.trim() || t("author.unnamed");
}

/** Up to two initials of a name, for a picture-less avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? "")
    .join("");
}

/** Dates of articles and comments in the reader's language. */
export function useArticleFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language || "en";
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const dateTime = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
    const count = new Intl.NumberFormat(locale, { notation: "compact" });
    return {
      /** "23 November 2026" */
      date: (instant: string) => date.format(new Date(instant)),
      /** "23 Nov 2026, 14:05" */
      dateTime: (instant: string) => dateTime.format(new Date(instant)),
      /** "14:05" */
      time: (instant: string | Date) => time.format(new Date(instant)),
      /** "1.2K" */
      count: (n: number) => count.format(n),
    };
  }, [locale]);
}
