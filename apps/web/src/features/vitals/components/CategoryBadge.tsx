import type { BloodPressureCategory } from "@vitalog/domain";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { CATEGORY_STYLES } from "../display.ts";

/** The ACC/AHA category of a reading or an average, as a coloured label. */
export function CategoryBadge({ category }: { category: BloodPressureCategory }) {
  const { t } = useTranslation("vitals");
  return (
    <span
      data-category={category}
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset",
        CATEGORY_STYLES[category],
      )}
    >
      {t(`category.${category}`)}
    </span>
  );
}
