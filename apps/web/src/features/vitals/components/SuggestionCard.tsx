import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reloadSession } from "../../../app/session.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { acceptSuggestion, dismissSuggestion, suggestionsQuery } from "../api.ts";

/**
 * What the readings suggest adding to the profile: added only when the person presses "Add to
 * my profile"; "Not now" hides it for 30 days.
 */
export function SuggestionCard() {
  const { t } = useTranslation("vitals");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const query = useQuery(suggestionsQuery());
  const [busy, setBusy] = useState<"accept" | "dismiss" | null>(null);
  const [failed, setFailed] = useState(false);
  const suggestion = query.data?.items[0];
  if (!suggestion) return null;

  const act = async (action: "accept" | "dismiss") => {
    setBusy(action);
    setFailed(false);
    try {
      if (action === "accept") {
        await acceptSuggestion(suggestion.key);
        toast({ message: t("suggestion.added"), variant: "success" });
        await reloadSession(queryClient);
      } else {
        await dismissSuggestion(suggestion.key);
      }
      await queryClient.invalidateQueries({ queryKey: suggestionsQuery().queryKey });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="vitals-suggestion-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="vitals-suggestion-title" className="text-base font-semibold text-slate-900">
        {t("suggestion.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {t("suggestion.body", {
          days: suggestion.days,
          systolic: Math.round(suggestion.meanSystolic),
          diastolic: Math.round(suggestion.meanDiastolic),
        })}
      </p>
      {failed ? <Banner variant="error" title={t("suggestion.error")} className="mt-3" /> : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button loading={busy === "accept"} disabled={busy !== null} onClick={() => act("accept")}>
          {t("suggestion.accept")}
        </Button>
        <Button
          variant="secondary"
          loading={busy === "dismiss"}
          disabled={busy !== null}
          onClick={() => act("dismiss")}
        >
          {t("suggestion.dismiss")}
        </Button>
      </div>
    </section>
  );
}
