import clsx from "clsx";

export interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block; give it a size with `className` (e.g. "h-10 w-full"). */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <div aria-hidden="true" className={clsx("animate-pulse rounded-lg bg-slate-200", className)} />
  );
}
