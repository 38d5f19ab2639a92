import {
  FEATURE_REQUEST_STATUSES,
  type FeatureRequest,
  type FeatureRequestStatus,
} from "@vitalog/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { useSetStatus } from "../api.ts";
import type { RequestPaths } from "../paths.ts";
import { MergeIcon } from "./icons.tsx";
import { MergeDialog } from "./MergeDialog.tsx";

/** What only admins see on a request: its status, and merging it into the one it repeats. */
export function AdminPanel({ request, paths }: { request: FeatureRequest; paths: RequestPaths }) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const navigate = useNavigate();
  const { toast } = useToast();
  const setStatus = useSetStatus(request.id);
  const [merging, setMerging] = useState(false);

  const handleStatus = (status: FeatureRequestStatus) => {
    setStatus.mutate(status, {
      onSuccess: (updated) =>
        toast({
          message: t("admin.statusSet", { status: t(`statuses.${updated.status}`) }),
          variant: "success",
        }),
    });
  };

  const handleMerged = (target: FeatureRequest) => {
    setMerging(false);
    toast({
      message: t("merge.done", { title: target.title, count: target.voteCount }),
      variant: "success",
    });
    void navigate(paths.request(target.id));
  };

  return (
    <Card title={t("admin.title")}>
      <div className="flex flex-col gap-4">
        <Select
          label={t("admin.status")}
          hint={t("admin.statusHint")}
          value={setStatus.isPending ? setStatus.variables : request.status}
          disabled={setStatus.isPending}
          onChange={(event) => handleStatus(event.target.value as FeatureRequestStatus)}
          options={FEATURE_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`statuses.${status}`),
          }))}
        />
        {setStatus.error ? <Banner variant="error">{text(setStatus.error)}</Banner> : null}
        {request.mergedInto ? null : (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={() => setMerging(true)}>
              <MergeIcon className="size-4" />
              {t("admin.merge")}
            </Button>
            <p className="text-sm text-slate-600">{t("admin.mergeHint")}</p>
          </div>
        )}
      </div>
      <MergeDialog
        request={request}
        open={merging}
        onOpenChange={setMerging}
        onMerged={handleMerged}
      />
    </Card>
  );
}
