import type { GroupTopic } from "@vitalog/domain";
import clsx from "clsx";
import { UsersIcon } from "../../../components/Icon/icons.tsx";

const GRADIENTS: Record<GroupTopic, string> = {
  sleep: "from-indigo-100 via-sky-50 to-violet-100 text-indigo-700",
  fasting: "from-amber-100 via-orange-50 to-yellow-100 text-amber-800",
  "weight-loss": "from-emerald-100 via-teal-50 to-lime-100 text-emerald-800",
  nutrition: "from-lime-100 via-green-50 to-emerald-100 text-green-800",
  fitness: "from-sky-100 via-cyan-50 to-blue-100 text-sky-800",
  "mental-health": "from-teal-100 via-emerald-50 to-cyan-100 text-teal-800",
  "reproductive-health": "from-rose-100 via-pink-50 to-fuchsia-100 text-rose-800",
  "chronic-conditions": "from-violet-100 via-purple-50 to-indigo-100 text-violet-800",
  "preventive-health": "from-brand-100 via-sky-50 to-emerald-100 text-brand-700",
  other: "from-slate-100 via-slate-50 to-brand-100 text-slate-700",
};

/** A group's cover picture, or a calm gradient in its topic's colours. */
export function GroupCover({
  coverImage,
  topic,
  className,
}: {
  coverImage: string | null;
  topic: GroupTopic;
  className?: string;
}) {
  if (coverImage) {
    return <img src={coverImage} alt="" className={clsx("w-full object-cover", className)} />;
  }
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "flex w-full items-center justify-center bg-gradient-to-br",
        GRADIENTS[topic],
        className,
      )}
    >
      <UsersIcon className="size-9 opacity-80" />
    </div>
  );
}
