import { useQuery } from "@tanstack/react-query";
import { type ImportResult, readImportPayload } from "@vitalog/domain";
import clsx from "clsx";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { DownloadIcon } from "../../../components/Icon/icons.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { isApiError } from "../../../lib/api.ts";
import { saveJson } from "../../../lib/download.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { adminData, fetchRecommendationExport, useImportRecommendationsMutation } from "../api.ts";
import { aiTemplate, catalogExport, isoDate, singleTemplate } from "../templates.ts";
import { UploadIcon } from "./icons.tsx";

/** Messages of the import's own checks, before anything is sent (admin-back-office, section 8). */
export const IMPORT_MESSAGES = {
  empty: "Please enter JSON data",
  badText: "Error processing JSON text",
  readFailed: "Error reading file",
  badFile: "Error processing file",
  failed: "Error processing data",
} as const;

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

const isJsonFile = (file: File) =>
  file.name.toLowerCase().endsWith(".json") || file.type === "application/json";

/**
 * Import recommendations from JSON text or a .json file, and download the export, the
 * AI-friendly template, the risk factors and goals, and a single template.
 */
export function ImportExportPanel({ id }: { id?: string }) {
  const { t } = useTranslation("admin");
  const messageText = useMessageText();
  const { toast } = useToast();
  const headingId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [choice, setChoice] = useState<{ body: unknown; examples: unknown[] } | null>(null);
  const [exporting, setExporting] = useState(false);
  const importer = useImportRecommendationsMutation();
  const riskFactors = useQuery(adminData.member.catalog("riskFactors"));
  const healthGoals = useQuery(adminData.member.catalog("healthGoals"));

  function send(body: unknown) {
    setError(null);
    setResult(null);
    importer.mutate(body, {
      onSuccess(answer) {
        setResult(answer as ImportResult);
      },
      onError(cause) {
        setError(
          isApiError(cause) && cause.status === 400 ? cause.message : IMPORT_MESSAGES.failed,
        );
      },
    });
  }

  /** Checks what was read, asks about examples when a wrapper has some, then sends it. */
  function start(body: unknown) {
    const payload = readImportPayload(body);
    if (!payload.ok) {
      setError(payload.message);
      return;
    }
    if (payload.examples) {
      setChoice({ body, examples: payload.examples });
      return;
    }
    send(body);
  }

  function handleImportText() {
    setResult(null);
    if (!text.trim()) {
      setError(IMPORT_MESSAGES.empty);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      setError(IMPORT_MESSAGES.badText);
      return;
    }
    start(body);
  }

  async function handleFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setResult(null);
    if (!isJsonFile(file)) {
      setError(IMPORT_MESSAGES.badFile);
      return;
    }
    let content: string;
    try {
      content = await readText(file);
    } catch {
      setError(IMPORT_MESSAGES.readFailed);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(content);
    } catch {
      setError(IMPORT_MESSAGES.badFile);
      return;
    }
    start(body);
  }

  async function handleExport() {
    setExporting(true);
    try {
      saveJson(`recommendations-export-${isoDate()}.json`, await fetchRecommendationExport());
    } catch (cause) {
      toast({
        message: isApiError(cause) ? cause.message : t("importExport.exportFailed"),
        variant: "error",
      });
    } finally {
      setExporting(false);
    }
  }

  const catalogs = riskFactors.data && healthGoals.data;

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("importExport.title")}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">{t("importExport.import")}</h3>
          <TextAreaField
            label={t("importExport.jsonLabel")}
            hint={t("importExport.jsonHint")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={8}
            showCounter={false}
            spellCheck={false}
            className="font-mono text-sm"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={handleImportText} loading={importer.isPending}>
              {importer.isPending ? t("importExport.importing") : t("importExport.importText")}
            </Button>
            <span className="text-sm text-slate-600">{t("importExport.or")}</span>
            <label
              htmlFor={fileId}
              className={clsx(
                "inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
              )}
            >
              <UploadIcon className="size-5" />
              {t("importExport.chooseFile")}
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                accept=".json,application/json"
                className="sr-only"
                disabled={importer.isPending}
                onChange={(event) => void handleFile(event.target.files?.[0])}
              />
            </label>
          </div>
          {error ? (
            <Banner variant="error" onDismiss={() => setError(null)}>
              {messageText(error)}
            </Banner>
          ) : null}
          {result ? <ImportResults result={result} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">{t("importExport.downloads")}</h3>
          <DownloadButton onClick={() => void handleExport()} loading={exporting}>
            {t("importExport.exportAll")}
          </DownloadButton>
          <DownloadButton
            disabled={!catalogs}
            onClick={() =>
              catalogs &&
              saveJson(
                `recommendations-ai-template-${isoDate()}.json`,
                aiTemplate(riskFactors.data.items, healthGoals.data.items),
              )
            }
          >
            {t("importExport.aiTemplate")}
          </DownloadButton>
          <DownloadButton
            disabled={!catalogs}
            onClick={() =>
              catalogs &&
              saveJson(
                `risk-factors-and-goals-${isoDate()}.json`,
                catalogExport(riskFactors.data.items, healthGoals.data.items),
              )
            }
          >
            {t("importExport.catalogs")}
          </DownloadButton>
          <DownloadButton
            onClick={() => saveJson("recommendation-template.json", singleTemplate())}
          >
            {t("importExport.singleTemplate")}
          </DownloadButton>
        </div>
      </div>

      <Dialog
        open={choice !== null}
        onOpenChange={(open) => {
          if (!open) setChoice(null);
        }}
        title={t("importExport.examplesTitle")}
        description={t("importExport.examplesText", { count: choice?.examples.length ?? 0 })}
        size="sm"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              const body = choice?.body;
              setChoice(null);
              send(body);
            }}
          >
            {t("importExport.importTemplate")}
          </Button>
          <Button
            onClick={() => {
              const examples = choice?.examples;
              setChoice(null);
              send(examples);
            }}
          >
            {t("importExport.importExamples")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function DownloadButton({
  onClick,
  children,
  disabled,
  loading,
}: {
  onClick: () => void;
  children: React.ReactNode;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      className="justify-start"
    >
      <DownloadIcon className="size-5" />
      {children}
    </Button>
  );
}

function ImportResults({ result }: { result: ImportResult }) {
  const { t } = useTranslation("admin");
  const messageText = useMessageText();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h4 className="text-base font-semibold text-slate-900">{t("importExport.results")}</h4>
      <p className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 font-semibold text-emerald-800">
          {t("importExport.successCount", { count: result.successCount })}
        </span>
        <span
          className={clsx(
            "rounded-full px-2.5 py-0.5 font-semibold",
            result.errorCount > 0 ? "bg-red-100 text-red-800" : "bg-slate-100 text-slate-700",
          )}
        >
          {t("importExport.errorCount", { count: result.errorCount })}
        </span>
      </p>
      <ol className="flex flex-col divide-y divide-slate-100 text-sm">
        {result.results.map((item) => (
          <li key={item.index} className="py-2">
            <p className="break-words text-slate-900">
              <span className="font-semibold">
                {t("importExport.item", { number: item.index + 1 })}
              </span>
              {item.guidelineTitle ? ` · ${item.guidelineTitle}` : ""}
              {" · "}
              {item.errors?.length ? (
                <span className="font-semibold text-red-700">{t("importExport.failedItem")}</span>
              ) : (
                <span className="font-semibold text-emerald-800">
                  {t(`importExport.${item.action ?? "created"}`)}
                </span>
              )}
            </p>
            {item.errors?.length ? (
              <ul className="mt-1 list-disc pl-5 text-red-700">
                {item.errors.map((message) => (
                  <li key={message} className="break-words">
                    {messageText(message)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
