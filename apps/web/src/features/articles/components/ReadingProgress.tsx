import { type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** How much of `element` has scrolled past the bottom of the screen, 0–100. */
function readPercent(element: HTMLElement): number {
  const rect = element.getBoundingClientRect();
  const total = rect.height - window.innerHeight;
  if (total <= 0) return rect.top <= 0 || rect.bottom <= window.innerHeight ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, -rect.top / total)) * 100);
}

/** A thin bar at the top of the screen: how far the reader is through the article. */
export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation("articles");
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (target.current) setPercent(readPercent(target.current));
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [target]);

  return (
    <div
      role="progressbar"
      aria-label={t("article.progress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t("article.progressValue", { percent })}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div
        className="h-full bg-brand-600 transition-[width] duration-150 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
