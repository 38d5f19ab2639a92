import clsx from "clsx";
import { LogoMark } from "../../components/Icon/icons.tsx";

export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx("inline-flex items-center gap-2 text-brand-700", className)}>
      <LogoMark className="size-8" />
      <span className="text-lg font-bold tracking-tight text-slate-900">Vitalog</span>
    </span>
  );
}
