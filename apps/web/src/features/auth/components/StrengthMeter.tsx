import { newPasswordStrength } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { useMessageText } from "../../../lib/messages.ts";
import { useCommonPasswords } from "../common-passwords.ts";

const barColour = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-brand-600", "bg-emerald-600"];
const textColour = [
  "text-red-700",
  "text-red-700",
  "text-amber-800",
  "text-brand-800",
  "text-emerald-800",
];

/**
 * Spec strength meter: score 0–4 shown as four bars and the label Weak, Fair, Good or Strong.
 * A password the server refuses (only spaces, too common) is Weak and the meter says why.
 */
export function StrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation("auth");
  const messageText = useMessageText();
  const { score, label, problem } = newPasswordStrength(password, useCommonPasswords());
  const text = t(`strength.${label}`);
  return (
    <div id={id} className="flex flex-col gap-1.5">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1.5">
        {[1, 2, 3, 4].map((step) => (
          <div
            key={step}
            data-filled={score >= step}
            className={clsx(
              "h-1.5 rounded-full transition-colors",
              score >= step ? barColour[score] : "bg-slate-200",
            )}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t("strength.caption")}{" "}
        <span className={clsx("font-semibold", textColour[score])}>{text}</span>
        {problem ? (
          <span className="block text-red-700">{messageText(problem.message)}</span>
        ) : null}
      </p>
    </div>
  );
}
