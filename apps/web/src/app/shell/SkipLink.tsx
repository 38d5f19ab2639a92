import { useTranslation } from "react-i18next";

export function SkipLink({ target = "main" }: { target?: string }) {
  const { t } = useTranslation("common");
  return (
    <a
      href={`#${target}`}
      className="sr-only z-[70] rounded-lg bg-white text-sm font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      {t("skipToContent")}
    </a>
  );
}
