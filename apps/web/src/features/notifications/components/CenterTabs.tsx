import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { tabIndexAfterKey } from "../../../components/Tabs/tab-keys.ts";

/**
 * Tabs over panels (WAI-ARIA tabs, automatic activation): arrows, Home and End move between
 * tabs and select; only the selected panel is rendered.
 */
export function CenterTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function handleKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabIndexAfterKey(
      event.key,
      tabs.findIndex((t) => t.id === selected),
      tabs.length,
    );
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next]?.id;
    if (target === undefined) return;
    onSelect(target);
    refs.current[target]?.focus();
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={label}
          className="flex min-w-max gap-1 border-b border-slate-200"
        >
          {tabs.map((tab) => {
            const isSelected = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  refs.current[tab.id] = el;
                }}
                type="button"
                role="tab"
                id={`${base}-tab-${tab.id}`}
                aria-selected={isSelected}
                aria-controls={isSelected ? `${base}-panel` : undefined}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                onKeyDown={handleKey}
                className={clsx(
                  "-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                  isSelected
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${selected}`}
        className="flex flex-col gap-5"
      >
        {children}
      </div>
    </div>
  );
}
