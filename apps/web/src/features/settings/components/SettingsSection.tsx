import clsx from "clsx";
import { type ComponentType, type MouseEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { IconProps } from "../../../components/Icon/icons.tsx";
import { CheckCircleIcon } from "../../../components/Icon/icons.tsx";

export interface SettingsSectionProps {
  /** The anchor the in-page navigation links to. */
  id: string;
  icon: ComponentType<IconProps>;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of the settings page: an icon, its heading (an anchor target) and its own form. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
  className,
}: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx(
        "scroll-mt-20 rounded-2xl border border-slate-200 bg-white shadow-sm md:scroll-mt-6",
        className,
      )}
    >
      <header className="flex items-start gap-3.5 border-b border-slate-100 px-5 py-4 sm:px-7 sm:py-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2
            id={`${id}-title`}
            tabIndex={-1}
            className="text-lg font-semibold tracking-tight text-slate-900"
          >
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
      </header>
      <div className="px-5 py-5 sm:px-7 sm:py-6">{children}</div>
    </section>
  );
}

/** A sub-heading inside a section. */
export function SectionSubheading({ children }: { children: ReactNode }) {
  return (
    <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{children}</h3>
  );
}

/**
 * The bottom row of a section's form: its own status message (announced politely) beside its
 * submit button.
 */
export function SectionActions({
  status,
  children,
}: {
  status: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-end">
      <SaveStatus message={status} />
      {children}
    </div>
  );
}

/** "Saved"-style confirmation, kept in one live region so each new message is announced. */
export function SaveStatus({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      className={clsx(
        "flex items-center gap-1.5 text-sm font-medium text-emerald-800 sm:mr-auto",
        !message && "sr-only",
      )}
    >
      {message ? (
        <>
          <CheckCircleIcon className="size-4 shrink-0" />
          {message}
        </>
      ) : null}
    </p>
  );
}

/** The in-page navigation: a scrolling row of chips on a phone, a sticky list on wide screens. */
export function SectionNav({ items }: { items: { id: string; label: string }[] }) {
  const { t } = useTranslation("settings");
  const active = useSectionInView(items.map((item) => item.id));
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
    target.scrollIntoView?.({ behavior: still ? "auto" : "smooth", block: "start" });
    document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t("sections.label")} className="lg:sticky lg:top-10 lg:self-start">
      <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
        {t("sections.label")}
      </p>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0">
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? "location" : undefined}
              onClick={(event) => go(event, item.id)}
              className={clsx(
                "inline-flex h-9 items-center rounded-full border border-slate-200 bg-white px-3.5 text-sm font-medium whitespace-nowrap text-slate-700 shadow-sm transition-colors hover:border-brand-300 hover:text-brand-800",
                "lg:flex lg:h-auto lg:rounded-lg lg:border-0 lg:bg-transparent lg:px-3 lg:py-2 lg:shadow-none lg:hover:bg-white",
                "lg:aria-[current=location]:bg-white lg:aria-[current=location]:font-semibold lg:aria-[current=location]:text-brand-800 lg:aria-[current=location]:shadow-sm lg:aria-[current=location]:ring-1 lg:aria-[current=location]:ring-slate-200",
              )}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The id of the first section in the upper part of the window, for the navigation's marker. */
function useSectionInView(ids: string[]): string | null {
  const key = ids.join(" ");
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const list = key.split(" ");
    const inView = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        const first = list.find((id) => inView.has(id));
        if (first) setActive(first);
      },
      { rootMargin: "-15% 0px -55% 0px" },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}
