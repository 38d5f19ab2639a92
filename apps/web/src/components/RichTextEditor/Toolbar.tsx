import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";

/** A toolbar with one tab stop: the arrow keys, Home and End move between its buttons. */
export function Toolbar({
  label,
  controls,
  children,
}: {
  label: string;
  controls: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const buttons = ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    buttons.forEach((button, i) => {
      button.tabIndex = i === current ? 0 : -1;
    });
  });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons[next]?.focus();
  }

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        const buttons: Element[] = Array.from(ref.current?.querySelectorAll("button") ?? []);
        const index = buttons.indexOf(event.target);
        if (index !== -1) setCurrent(index);
      }}
      className="flex flex-wrap gap-px border-b border-slate-200 bg-slate-50 p-1 sm:gap-0.5"
    >
      {children}
    </div>
  );
}

export function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the editor's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        "inline-flex size-9 items-center justify-center rounded-lg focus-visible:outline-2 sm:size-10 focus-visible:outline-offset-1 focus-visible:outline-brand-700",
        pressed ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-200/70",
      )}
    >
      {children}
    </button>
  );
}
