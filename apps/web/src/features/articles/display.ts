import { type CommunityAuthor, countWords, readingTimeMinutes } from "@vitalog/domain";
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
