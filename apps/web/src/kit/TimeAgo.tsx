import { useTranslation } from "react-i18next";
import { useDayFormat } from "./day-format.ts";
import { elapsedSince } from "./people.ts";

/** "3 hours ago" in the reader's language, for sentences ("Active 3 hours ago"). */
export function useTimeAgo() {
  const { t, i18n } = useTranslation("common");
  return (instant: string) => {
    const elapsed = elapsedSince(instant, new Date());
    if (!elapsed) return t("time.justNow");
    return new Intl.RelativeTimeFormat(i18n.language || "en", { numeric: "auto" }).format(
      -elapsed.value,
      elapsed.unit,
    );
  };
}

/** When something happened, "3 hours ago", with the exact time on hover and for machines. */
export function TimeAgo({ instant, className }: { instant: string; className?: string }) {
  const timeAgo = useTimeAgo();
  const format = useDayFormat();
  return (
    <time dateTime={instant} title={format.dateTime(instant)} className={className}>
      {timeAgo(instant)}
    </time>
  );
}
