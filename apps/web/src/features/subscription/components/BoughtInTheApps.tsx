import { useTranslation } from "react-i18next";
import { Card } from "../../../components/Card/Card.tsx";
import { storeLinks } from "../store-links.ts";

/** The web: where Pro is sold (the apps), with the stores' links when the build names them. */
export function BoughtInTheApps() {
  const { t } = useTranslation("subscription");
  const links = storeLinks();
  const items = [
    { href: links.appStore, label: t("web.appStore") },
    { href: links.googlePlay, label: t("web.googlePlay") },
  ].filter((item): item is { href: string; label: string } => item.href !== null);
  return (
    <Card title={t("web.title")}>
      <p className="text-sm text-slate-700">{t("web.body")}</p>
      {items.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-semibold text-brand-800 underline hover:text-brand-900"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
