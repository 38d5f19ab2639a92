import type { CrisisCard } from "@vitalog/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertIcon } from "../../../components/Icon/icons.tsx";
import { expertsPaths } from "../paths.ts";
import { PhoneIcon } from "./icons.tsx";

/**
 * The crisis card as the server answered it: its fixed words and its call and text links,
 * with the safety plan. It is an alert when it first appears.
 */
export function CrisisCardView({
  card,
  safetyPlanTo,
}: {
  card: CrisisCard;
  safetyPlanTo?: string;
}) {
  const { t } = useTranslation("experts");
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      data-crisis-kind={card.kind}
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950 sm:p-5"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
        <AlertIcon aria-hidden="true" className="size-5 shrink-0" />
        {card.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{card.body}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {card.actions.map((action) => {
          const isCall = action.href.startsWith("tel:") || action.href.startsWith("sms:");
          return (
            <li key={action.href}>
              <a
                href={action.href}
                {...(isCall ? {} : { target: "_blank", rel: "noreferrer" })}
                className={
                  isCall
                    ? "inline-flex h-11 items-center gap-2 rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                    : "inline-flex h-11 items-center rounded-xl border border-red-300 bg-white px-4 text-sm font-semibold text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                }
              >
                {isCall ? <PhoneIcon aria-hidden="true" className="size-4" /> : null}
                {action.label}
              </a>
            </li>
          );
        })}
        <li>
          <Link
            to={safetyPlanTo ?? expertsPaths.safetyPlan()}
            className="inline-flex h-11 items-center rounded-xl border border-red-300 bg-white px-4 text-sm font-semibold text-red-900 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t("crisis.safetyPlan")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
