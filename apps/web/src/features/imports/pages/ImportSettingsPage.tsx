import { useQuery } from "@tanstack/react-query";
import type { ImportKind, ImportPreview, ImportSummary } from "@vitalog/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Card } from "../../../components/Card/Card.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { type HealthStore, loadHealth } from "../../../platform/health.ts";
import { importsData, undoImport, uploadDeviceRecords, uploadImport } from "../api.ts";

/** The kinds a person picks a file for (the phone's records have their own section). */
export const FILE_KINDS = [
  "weight-csv",
  "apple-health",
  "cycle-csv",
  "bearable-csv",
  "fhir",
] as const;
type FileKind = (typeof FILE_KINDS)[number];

const ACCEPT: Record<FileKind, string> = {
  "weight-csv": ".csv,text/csv",
  "apple-health": ".zip,.xml,application/zip,application/xml,text/xml",
  "cycle-csv": ".csv,text/csv",
  "bearable-csv": ".csv,text/csv",
  fhir: ".json,application/json,application/fhir+json",
};

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function useModuleName() {
  const { t } = useTranslation("imports");
  return (module: string | null) =>
    module === null ? t("preview.notKept") : t(`modules.${module}`, { defaultValue: module });
}

function ProgressBar({ sent }: { sent: number | null }) {
  const { t } = useTranslation("imports");
  const label = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={label} className="text-sm text-slate-700">
        {sent === null || sent >= 1 ? t("progress.reading") : t("progress.uploading")}
      </span>
      <progress
        aria-labelledby={label}
        className="h-2 w-full accent-brand-700"
        max={1}
        {...(sent === null || sent >= 1 ? {} : { value: sent })}
      />
    </div>
  );
}

function PreviewCard({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: ImportPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("imports");
  const moduleName = useModuleName();
  const adding = total(preview.added);
  const skipped = total(preview.skipped);
  return (
    <Card title={t("preview.title")} description={t("preview.nothingStored")}>
      <div className="flex flex-col gap-3 text-sm">
        {adding === 0 ? (
          <p className="text-slate-700">{t("preview.empty")}</p>
        ) : (
          <table className="w-full text-left">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t("preview.module")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("preview.toAdd")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {Object.entries(preview.added)
                .filter(([, n]) => n > 0)
                .map(([module, n]) => (
                  <tr key={module}>
                    <td className="py-1 pr-2 text-slate-900">{moduleName(module)}</td>
                    <td className="py-1 text-right font-semibold tabular-nums">{n}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        )}
        {preview.duplicates > 0 && (
          <p className="text-slate-700">{t("preview.duplicates", { count: preview.duplicates })}</p>
        )}
        {skipped > 0 && (
          <p className="text-slate-700">{t("preview.skipped", { count: skipped })}</p>
        )}
        {preview.rows.length > 0 && (
          <details>
            <summary className="cursor-pointer font-medium text-slate-800">
              {t("preview.sample")}
            </summary>
            <table className="mt-2 w-full text-left">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t("preview.type")}
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t("preview.when")}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t("preview.value")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the sample's rows have no id and never move
                  <tr key={i}>
                    <td className="py-1 pr-2">{moduleName(row.module)}</td>
                    <td className="py-1 pr-2 tabular-nums">
                      {row.when.slice(0, 16).replace("T", " ")}
                    </td>
                    <td className="py-1">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onConfirm} loading={busy} disabled={adding === 0}>
            {t("preview.confirm")}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("preview.cancel")}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function SummaryBanner({ done }: { done: ImportSummary }) {
  const { t } = useTranslation("imports");
  return (
    <Banner variant="success">
      <span role="status">
        {t("done.title")}: {t("done.added", { count: total(done.added) })}{" "}
        {t("done.duplicates", { count: done.duplicates })}
      </span>
    </Banner>
  );
}

type Source =
  | { kind: "file"; file: File; fileKind: FileKind; mapping: Record<string, string> }
  | {
      kind: "device";
      records: Parameters<typeof uploadDeviceRecords>[0];
    };

/** The flow of one import: preview, confirm, summary. */
function useImportFlow() {
  const [source, setSource] = useState<Source | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const invalidate = (q: typeof importsData.member) => [q.all()];
  const send = (s: Source, dryRun: boolean) =>
    s.kind === "file"
      ? uploadImport(s.file, {
          kind: s.fileKind as ImportKind,
          dryRun,
          mapping: s.mapping,
          onProgress: setProgress,
        })
      : uploadDeviceRecords(s.records, dryRun);
  const previewing = importsData.useMutation({
    mutationFn: async (s: Source) => {
      setSource(s);
      setPreview(null);
      setProgress(0);
      try {
        return (await send(s, true)) as ImportPreview;
      } finally {
        setProgress(undefined);
      }
    },
    onSuccess: setPreview,
  });
  const importing = importsData.useMutation({
    mutationFn: async () => {
      if (!source) throw new Error("no file");
      setProgress(0);
      try {
        return (await send(source, false)) as ImportSummary;
      } finally {
        setProgress(undefined);
      }
    },
    onSuccess: () => setPreview(null),
    invalidate,
  });
  const cancel = () => {
    setPreview(null);
    previewing.reset();
    importing.reset();
  };
  return { preview, progress, previewing, importing, cancel };
}

function FileImportCard({ flow }: { flow: ReturnType<typeof useImportFlow> }) {
  const { t } = useTranslation("imports");
  const [kind, setKind] = useState<FileKind>("weight-csv");
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState({
    dateColumn: "",
    weightColumn: "",
    unitColumn: "",
    defaultUnit: "",
  });
  const [missingFile, setMissingFile] = useState(false);
  const fileId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    flow.previewing.mutate({
      kind: "file",
      file,
      fileKind: kind,
      mapping: kind === "weight-csv" ? mapping : {},
    });
  };
  const busy = flow.previewing.isPending || flow.importing.isPending;
  return (
    <Card>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-slate-900">{t("kind.legend")}</legend>
          {FILE_KINDS.map((k) => (
            <label
              key={k}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  flow.cancel();
                }}
                className="mt-1 accent-brand-700"
                aria-describedby={`${fileId}-${k}-help`}
              />
              <span>
                <span className="block font-medium text-slate-900">{t(`kind.${k}.label`)}</span>
                <span id={`${fileId}-${k}-help`} className="block text-sm text-slate-700">
                  {t(`kind.${k}.help`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {kind === "weight-csv" && (
          <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <legend className="mb-1 font-semibold text-slate-900">{t("mapping.title")}</legend>
            <p className="text-sm text-slate-700 sm:col-span-2">{t("mapping.help")}</p>
            {(["dateColumn", "weightColumn", "unitColumn"] as const).map((name) => (
              <TextField
                key={name}
                label={t(`mapping.${name}`)}
                value={mapping[name]}
                onChange={(e) => setMapping({ ...mapping, [name]: e.target.value })}
              />
            ))}
            <Select
              label={t("mapping.defaultUnit")}
              value={mapping.defaultUnit}
              onChange={(e) => setMapping({ ...mapping, defaultUnit: e.target.value })}
              options={[
                { value: "", label: t("mapping.noDefault") },
                { value: "kg", label: t("mapping.kg") },
                { value: "lb", label: t("mapping.lb") },
              ]}
            />
          </fieldset>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-medium text-slate-900">
            {t("file.label")}
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT[kind]}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? `${fileId}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMissingFile(false);
              flow.cancel();
            }}
            className="text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          {missingFile && (
            <p id={`${fileId}-error`} className="text-sm text-red-700">
              {t("file.choose")}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" loading={flow.previewing.isPending} disabled={busy}>
            {t("file.preview")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function DeviceCard({ flow }: { flow: ReturnType<typeof useImportFlow> }) {
  const { t } = useTranslation("imports");
  const [health, setHealth] = useState<HealthStore | null>(null);
  const [state, setState] = useState<"idle" | "reading" | "failed">("idle");
  useEffect(() => {
    let live = true;
    void loadHealth().then((store) => live && setHealth(store));
    return () => {
      live = false;
    };
  }, []);
  const read = async () => {
    if (!health) return;
    setState("reading");
    try {
      const records = await health.readRecent();
      setState("idle");
      flow.previewing.mutate({ kind: "device", records });
    } catch {
      setState("failed");
    }
  };
  return (
    <Card title={t("device.title")} description={t("device.help")}>
      {health?.available ? (
        <div className="flex flex-col gap-2">
          <div>
            <Button variant="secondary" onClick={read} loading={state === "reading"}>
              {t("device.read")}
            </Button>
          </div>
          {state === "reading" && <p role="status">{t("device.reading")}</p>}
          {state === "failed" && <Banner variant="error">{t("device.failed")}</Banner>}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t("device.unavailable")}</p>
      )}
    </Card>
  );
}

function HistoryCard({ items, onUndone }: { items: ImportSummary[]; onUndone: () => void }) {
  const { t, i18n } = useTranslation("imports");
  const text = useMessageText();
  const [confirming, setConfirming] = useState<ImportSummary | null>(null);
  const undo = importsData.useMutation({
    mutationFn: (id: string) => undoImport(id),
    onSuccess: () => {
      setConfirming(null);
      onUndone();
    },
    invalidate: (q) => [q.all()],
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language || "en", {
      dateStyle: "medium",
      timeStyle: "short",
    }).format(new Date(iso));
  const nameOf = (item: ImportSummary) =>
    item.fileName ?? (item.kind === "device" ? t("device.title") : t(`kind.${item.kind}.label`));
  return (
    <Card title={t("history.title")}>
      {undo.isSuccess && (
        <Banner variant="success" className="mb-3">
          <span role="status">{t("history.undone")}</span>
        </Banner>
      )}
      {undo.error && (
        <Banner variant="error" className="mb-3">
          {text(undo.error)}
        </Banner>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">{t("history.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-slate-900">{nameOf(item)}</p>
                <p className="text-slate-700">
                  {date(item.createdAt)} · {t(`history.statuses.${item.status}`)}
                  {item.status !== "failed" &&
                    ` · ${t("done.added", { count: total(item.added) })}`}
                </p>
              </div>
              {item.status === "completed" && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("history.undoLabel", {
                    name: nameOf(item),
                    date: date(item.createdAt),
                  })}
                  onClick={() => setConfirming(item)}
                >
                  {t("history.undo")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t("history.confirmTitle")}
        message={t("history.confirmMessage", { count: confirming ? total(confirming.added) : 0 })}
        confirmLabel={t("history.confirmButton")}
        busy={undo.isPending}
        onConfirm={() => confirming && undo.mutate(confirming.id)}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}

/**
 * Settings → Import: pick what to import and the file, see the preview per module with the
 * duplicates, confirm, see the summary; the phone's health store in the apps; the history with
 * one-click undo.
 */
export default function ImportSettingsPage() {
  const { t } = useTranslation("imports");
  const text = useMessageText();
  const queries = importsData.useQueries();
  const history = useQuery(queries.list());
  const flow = useImportFlow();
  const error = flow.previewing.error ?? flow.importing.error;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      </div>
      <FileImportCard flow={flow} />
      {flow.progress !== undefined && <ProgressBar sent={flow.progress} />}
      {error && <Banner variant="error">{text(error)}</Banner>}
      {flow.importing.data && !flow.preview && <SummaryBanner done={flow.importing.data} />}
      {flow.preview && (
        <PreviewCard
          preview={flow.preview}
          busy={flow.importing.isPending}
          onConfirm={() => flow.importing.mutate()}
          onCancel={flow.cancel}
        />
      )}
      <DeviceCard flow={flow} />
      <Loadable
        query={history}
        loading={<Skeleton className="h-24 w-full" />}
        error={t("history.loadFailed")}
      >
        {(list) => <HistoryCard items={list.items} onUndone={() => flow.importing.reset()} />}
      </Loadable>
    </div>
  );
}
