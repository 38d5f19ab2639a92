import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { CheckboxField } from "../../../components/CheckboxField/CheckboxField.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import {
  createShareLink,
  downloadClinicianSummary,
  EXPIRY_HOURS,
  FHIR_EXPORT_URL,
  revokeShareLink,
  SHAREABLE_MODULES,
  type ShareableModule,
  SUMMARY_MODULES,
  shareLinksQuery,
} from "../api.ts";

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The modules to include, as checkboxes, with the server's word on the choice beneath. */
function ModuleChoice({
  legend,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  chosen: readonly ShareableModule[];
  onChange: (next: ShareableModule[]) => void;
  error?: string;
}) {
  const { t } = useTranslation("sharing");
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SHAREABLE_MODULES.map((name) => (
          <CheckboxField
            key={name}
            label={t(`modules.${name}`)}
            checked={chosen.includes(name)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, name] : chosen.filter((m) => m !== name))
            }
          />
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** A period's two date fields, with the server's word on each. */
function PeriodFields({
  period,
  onFrom,
  onTo,
  labels,
  errors,
}: {
  period: { from: string; to: string };
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  labels: { from: string; to: string };
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={period.from}
        onChange={(e) => onFrom(e.target.value)}
        error={errors.from}
      />
      <TextField
        label={labels.to}
        type="date"
        value={period.to}
        onChange={(e) => onTo(e.target.value)}
        error={errors.to}
      />
    </>
  );
}

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language || "en";
  return {
    day: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(`${value}T00:00:00Z`),
      ),
    instant: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
  };
}

function CreateLinkCard() {
  const { t } = useTranslation("sharing");
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const [modules, setModules] = useState<ShareableModule[]>(["weight"]);
  const [from, setFrom] = useState(() => dayOf(Date.now() - 90 * DAY_MS));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const [hours, setHours] = useState(168);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: createShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sharing", "links"] }),
  });
  const fields = isApiError(create.error) ? (create.error.fields ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    create.mutate({ modules, from, to, expiresInHours: hours });
  };
  const expiryLabel = (h: number) =>
    h < 24 ? t("settings.expiryHours", { count: h }) : t("settings.expiryDays", { count: h / 24 });
  return (
    <Card title={t("settings.createTitle")} description={t("settings.createText")}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <ModuleChoice
          legend={t("settings.modules")}
          chosen={modules}
          onChange={setModules}
          error={fields.modules}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <PeriodFields
            period={{ from, to }}
            onFrom={setFrom}
            onTo={setTo}
            labels={{ from: t("settings.from"), to: t("settings.to") }}
            errors={fields}
          />
          <Select
            label={t("settings.expiry")}
            value={String(hours)}
            onChange={(e) => setHours(Number(e.target.value))}
            options={EXPIRY_HOURS.map((h) => ({ value: String(h), label: expiryLabel(h) }))}
          />
        </div>
        {create.isError && !isApiError(create.error) ? (
          <Banner variant="error">{messageText(create.error.message)}</Banner>
        ) : null}
        <div>
          <Button type="submit" loading={create.isPending}>
            {t("settings.create")}
          </Button>
        </div>
      </form>
      {create.data ? (
        <div className="mt-4 flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">{t("settings.created")}</p>
          <p className="break-all font-mono text-sm text-slate-800">{create.data.url}</p>
          <div className="flex items-center gap-3">
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(create.data.url);
                setCopied(true);
              }}
            >
              {t("settings.copy")}
            </Button>
            {copied ? (
              <span role="status" className="text-sm text-slate-700">
                {t("settings.copied")}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function ClinicianSummaryCard() {
  const { t } = useTranslation("sharing");
  const messageText = useMessageText();
  const [modules, setModules] = useState<ShareableModule[]>([...SUMMARY_MODULES]);
  const [from, setFrom] = useState(() => dayOf(Date.now() - 90 * DAY_MS));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const download = useMutation({ mutationFn: downloadClinicianSummary });
  const fields = isApiError(download.error) ? (download.error.fields ?? {}) : {};
  const otherError =
    download.error && Object.keys(fields).length === 0 ? download.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    download.mutate({ from, to, modules });
  };
  return (
    <Card title={t("summary.title")} description={t("summary.text")}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <ModuleChoice
          legend={t("summary.modules")}
          chosen={modules}
          onChange={setModules}
          error={fields.modules}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <PeriodFields
            period={{ from, to }}
            onFrom={setFrom}
            onTo={setTo}
            labels={{ from: t("summary.from"), to: t("summary.to") }}
            errors={fields}
          />
        </div>
        {otherError ? <Banner variant="error">{messageText(otherError)}</Banner> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={download.isPending}>
            {t("summary.download")}
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {download.isPending
              ? t("summary.downloading")
              : download.data
                ? t("summary.downloaded", { name: download.data })
                : ""}
          </span>
        </div>
      </form>
    </Card>
  );
}

function LinksCard() {
  const { t } = useTranslation("sharing");
  const f = useFormats();
  const queryClient = useQueryClient();
  const links = useQuery(shareLinksQuery());
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: revokeShareLink,
    onSuccess: async () => {
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: ["sharing", "links"] });
    },
  });
  return (
    <Card title={t("settings.linksTitle")}>
      {links.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">{t("settings.failed")}</p>
          <Button variant="secondary" onClick={() => links.refetch()}>
            {t("shared.retry")}
          </Button>
        </div>
      ) : !links.data ? (
        <p role="status" className="text-sm text-slate-600">
          {t("shared.loading")}
        </p>
      ) : links.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("settings.noLinks")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {links.data.items.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-slate-900">
                    {t("settings.linkSummary", {
                      modules: link.modules.map((m) => t(`modules.${m}`)).join(", "),
                      from: f.day(link.from),
                      to: f.day(link.to),
                    })}
                  </p>
                  <p className="text-sm text-slate-600">
                    {link.expired
                      ? t("settings.expired")
                      : t("settings.expiresAt", { date: f.instant(link.expiresAt) })}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => setRevoking(link.id)}>
                  {t("settings.revoke")}
                </Button>
              </div>
              <p className="text-sm text-slate-700">
                {t("settings.views", { count: link.views.length })}
              </p>
              {link.views.length > 0 ? (
                <ul className="text-sm text-slate-600">
                  {link.views.map((view) => (
                    <li key={`${view.viewedAt}-${view.client}`}>
                      {t("settings.viewItem", {
                        date: f.instant(view.viewedAt),
                        client: view.client,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t("settings.revokeTitle")}
        message={t("settings.revokeText")}
        confirmLabel={t("settings.revoke")}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}

/**
 * `/settings/sharing`: download the FHIR file or a clinician summary PDF; create, list and revoke
 * share links.
 */
export default function SharingSettingsPage() {
  const { t } = useTranslation("sharing");
  usePageTitle(t("settings.title"));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t("settings.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">{t("settings.intro")}</p>
      </div>
      <Card title={t("settings.fhirTitle")} description={t("settings.fhirText")}>
        <a
          href={FHIR_EXPORT_URL}
          download
          className="inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("settings.fhirDownload")}
        </a>
      </Card>
      <ClinicianSummaryCard />
      <CreateLinkCard />
      <LinksCard />
    </div>
  );
}
