import { useTranslation } from "react-i18next";
import { useSignInPrompt } from "../../../app/sign-in-prompt.tsx";
import { useToast } from "../../../app/toast.tsx";
import { Button, type ButtonProps } from "../../../components/Button/Button.tsx";
import { Spinner } from "../../../components/Spinner/Spinner.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useMembership } from "../groups.ts";

/**
 * Join or Leave: one button that changes its action (so the keyboard focus stays on it while
 * it works). `short` says "Join" with the group's name for screen readers, as a list needs.
 */
export function JoinButton({
  group,
  isPreview,
  short = false,
  size,
  className,
}: {
  group: { id: string; name: string; isMember: boolean };
  isPreview: boolean;
  short?: boolean;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const { t } = useTranslation("health-groups");
  const text = useMessageText();
  const prompt = useSignInPrompt();
  const { toast } = useToast();
  const membership = useMembership(group.id);
  const busy = membership.isPending;

  const handleClick = () => {
    if (isPreview) return prompt.open(t("prompt.join"));
    if (busy) return;
    const join = !group.isMember;
    membership.mutate(join, {
      onSuccess: () =>
        toast({
          message: t(join ? "membership.joined" : "membership.left", { name: group.name }),
          variant: "success",
        }),
      onError: (error) => toast({ message: text(error), variant: "error" }),
    });
  };

  const label = group.isMember ? "leave" : "join";
  return (
    <Button
      variant={group.isMember ? "secondary" : "primary"}
      size={size}
      aria-busy={busy || undefined}
      onClick={handleClick}
      className={className}
    >
      {busy ? <Spinner size="sm" decorative /> : null}
      {short ? (
        <>
          {t(`membership.${label}Short`)}
          <span className="sr-only"> {group.name}</span>
        </>
      ) : (
        t(`membership.${label}`)
      )}
    </Button>
  );
}
