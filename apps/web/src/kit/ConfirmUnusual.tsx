import { CONFIRMATION_REQUIRED } from "@vitalog/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/Button/Button.tsx";
import { AlertIcon } from "../components/Icon/icons.tsx";
import { isApiError } from "../lib/api.ts";
import { useMessageText } from "../lib/messages.ts";

/** What a write answered 422 CONFIRMATION_REQUIRED with: the question, and one per field. */
export interface UnusualValues {
  message: string;
  fields: Record<string, string>;
}

/** The question of a reply asking to confirm an unusual value, or null for any other error. */
export function unusualValuesOf(error: unknown): UnusualValues | null {
  if (!isApiError(error) || error.code !== CONFIRMATION_REQUIRED) return null;
  return { message: error.message, fields: error.fields ?? {} };
}

/**
 * The confirm step of every tracker's form (domain kit/plausibility.ts): the value looks
 * unusual, so the person either saves it as it is or goes back to correct it. Extra choices
 * (such as "Use mmol/L") come as children. It takes the focus when it appears.
 */
export function ConfirmUnusual({
  messages,
  confirming = false,
  title,
  confirmLabel,
  correctLabel,
  onConfirm,
  onCorrect,
  children,
}: {
  messages: readonly string[];
  confirming?: boolean;
  title?: string;
  confirmLabel?: string;
  correctLabel?: string;
  onConfirm: () => void;
  onCorrect: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const text = useMessageText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const unique = [...new Set(messages)];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-labelledby="confirm-unusual-title"
      aria-describedby="confirm-unusual-body"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 focus:outline-2 focus:outline-amber-600"
    >
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p id="confirm-unusual-title" className="font-semibold">
            {title ?? t("confirmUnusual.title")}
          </p>
          <div id="confirm-unusual-body" className="mt-1 flex flex-col gap-1">
            {unique.map((m) => (
              <p key={m}>{text(m)}</p>
            ))}
          </div>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {children}
            <Button variant="secondary" size="sm" onClick={onCorrect}>
              {correctLabel ?? t("confirmUnusual.correct")}
            </Button>
            <Button size="sm" loading={confirming} onClick={onConfirm}>
              {confirmLabel ?? t("confirmUnusual.confirm")}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
