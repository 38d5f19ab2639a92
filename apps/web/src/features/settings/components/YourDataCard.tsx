import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { isApiError } from "../../../lib/api.ts";
import { downloadMyData } from "../api.ts";

/** "Download my data": a ZIP of everything the account holds (GDPR access and portability). */
export function YourDataCard() {
  const { t } = useTranslation("settings");
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: downloadMyData,
    onSuccess: () => toast({ message: t("data.started"), variant: "success" }),
    onError: (error) =>
      toast({
        message: isApiError(error) && error.code === "NETWORK" ? error.message : t("data.failed"),
        variant: "error",
      }),
  });
  return (
    <Card title={t("data.title")} description={t("data.text")} padding="lg">
      <ul className="mb-5 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700 marker:text-slate-400">
        <li>{t("data.json")}</li>
        <li>{t("data.csv")}</li>
      </ul>
      <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        {t("data.download")}
      </Button>
    </Card>
  );
}
