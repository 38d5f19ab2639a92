import { MESSAGES, type MessageCode, messageCodeOf } from "@vitalog/domain";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** The `messages` namespace: the domain's catalogue by code ("weight.weightRange"), in English. */
export function messagesCatalogue(): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  for (const [code, text] of Object.entries(MESSAGES)) {
    const dot = code.indexOf(".");
    const group = code.slice(0, dot);
    groups[group] = { ...groups[group], [code.slice(dot + 1)]: text };
  }
  return groups;
}

/** Anything a message can come as: its English text, or an error carrying one. */
export type MessageSource = string | { message: string; messageCode?: MessageCode | undefined };

/**
 * A message in the reader's language: a catalogue message (from the server, a form's schema or
 * an ApiError) through `messages:<code>`; any other text as it is.
 */
export function messageText(t: TFunction, source: MessageSource): string {
  const text = typeof source === "string" ? source : source.message;
  const code = (typeof source === "string" ? undefined : source.messageCode) ?? messageCodeOf(text);
  return code ? t(`messages:${code}`, { defaultValue: text }) : text;
}

/** `const text = useMessageText(); text(error.message)`; undefined stays undefined. */
export function useMessageText() {
  const { t } = useTranslation("messages");
  return useCallback(
    <S extends MessageSource | null | undefined>(
      source: S,
    ): S extends MessageSource ? string : undefined =>
      (source ? messageText(t, source) : undefined) as S extends MessageSource ? string : undefined,
    [t],
  );
}
