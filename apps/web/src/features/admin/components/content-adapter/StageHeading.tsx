import { type ReactNode, useEffect, useRef } from "react";

/**
 * A stage's heading. A stage that replaces another takes the focus on its heading, so keyboard
 * and screen-reader users continue from the new stage's start.
 */
export function StageHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
    >
      {children}
    </h2>
  );
}

/** One labelled figure of an article (source, word count, category...). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A plain-text preview of an article, its paragraphs kept. */
export function TextPreview({ label, text }: { label: string; text: string }) {
  return (
    <section aria-label={label} className="flex flex-col gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
        {text}
      </p>
    </section>
  );
}
