import clsx from "clsx";
import type { ReactNode, Ref } from "react";
import { Button } from "../../../components/Button/Button.tsx";

/** One of a post's actions: a small ghost button with its icon. */
export function PostActionButton({
  icon,
  children,
  className,
  ...props
}: {
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  onClick: () => void;
  "aria-pressed"?: boolean;
  "aria-expanded"?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button variant="ghost" size="sm" className={clsx("px-2.5 font-medium", className)} {...props}>
      {icon}
      {children}
    </Button>
  );
}
