import clsx from "clsx";
import { useState } from "react";
import { GraduationCapIcon } from "../../components/icons.tsx";

/**
 * A course's picture at 3:2 (the recommended 1200x800), or the catalogue's gradient with a cap
 * when it has none or the image cannot load. Decorative: the course's title is beside it.
 */
export function CourseThumbnail({
  imageUrl,
  className,
}: {
  imageUrl: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (imageUrl && broken !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        onError={() => setBroken(imageUrl)}
        className={clsx("aspect-[3/2] shrink-0 rounded-lg bg-slate-100 object-cover", className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={clsx(
        "flex aspect-[3/2] shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-100 via-sky-50 to-emerald-100 text-brand-700",
        className,
      )}
    >
      <GraduationCapIcon className="size-1/3 max-h-10 max-w-10" />
    </div>
  );
}
