import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import type { GroupPaths } from "../paths.ts";
import { useCreateThread } from "../threads.ts";
import { ThreadForm } from "./ThreadForm.tsx";

/** Start a discussion in a group: a title and the first post; then it opens. */
export function NewThreadDialog({
  groupId,
  paths,
  open,
  onOpenChange,
}: {
  groupId: string;
  paths: GroupPaths;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("health-groups");
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreateThread(groupId);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("newThread.title")}
      description={t("newThread.description")}
    >
      <ThreadForm
        contentLabel={t("newThread.contentLabel")}
        submitLabel={t("newThread.submit")}
        onCancel={() => onOpenChange(false)}
        onSubmit={async (input) => {
          const thread = await create.mutateAsync(input);
          onOpenChange(false);
          toast({ message: t("newThread.created"), variant: "success" });
          navigate(paths.thread(groupId, thread.id));
        }}
      />
    </Dialog>
  );
}
