/** A page title, with the "Demo data" badge beside it in the preview (the badge's text given). */
export function DemoTitle({ title, badge }: { title: string; badge?: string | null | undefined }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {title}
      {badge ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold tracking-normal text-amber-900">
          {badge}
        </span>
      ) : null}
    </span>
  );
}
