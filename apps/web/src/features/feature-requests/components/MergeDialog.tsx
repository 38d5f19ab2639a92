import { useQuery } from "@tanstack/react-query";
import { type FeatureRequest, SEARCH_QUERY_MAX } from "@vitalog/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Dialog } from "../../../components/Dialog/Dialog.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { Loadable } from "../../../kit/Loadable.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { DEFAULT_FILTERS, featureRequestsData, useMergeRequest } from "../api.ts";
import { StatusBadge } from "./StatusBadge.tsx";

const CANDIDATES = 10;
const SEARCH_DELAY_MS = 300;

/**
 * Admins: merges a duplicate into the request it repeats, chosen from the most voted requests
 * matching a few words. The server moves the votes and counts each person once.
 */
export function MergeDialog({
  request,
  open,
  onOpenChange,
  onMerged,
}: {
  request: FeatureRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (target: FeatureRequest) => void;
}) {
  const { t } = useTranslation("feature-requests");
  const text = useMessageText();
  const legendId = useId();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [targetId, setTargetId] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const merge = useMergeRequest(request.id);
  const requestQueries = featureRequestsData.useQueries();
  const candidates = useQuery(
    requestQueries.list({ ...DEFAULT_FILTERS, q }, null, { limit: CANDIDATES + 1, enabled: open }),
  );

  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const close = (next: boolean) => {
    if (merge.isPending) return;
    if (!next) {
      setSearch("");
      setQ("");
      setTargetId(null);
      setMissingChoice(false);
      merge.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!targetId) {
      setMissingChoice(true);
      return;
    }
    merge.mutate(targetId, { onSuccess: (target) => onMerged(target) });
  };

  const others = candidates.data && {
    ...candidates.data,
    items: candidates.data.items.filter((item) => item.id !== request.id).slice(0, CANDIDATES),
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("merge.title")}
      description={t("merge.description", { title: request.title })}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          type="search"
          label={t("merge.search")}
          placeholder={t("merge.searchPlaceholder")}
          value={search}
          maxLength={SEARCH_QUERY_MAX}
          onChange={(event) => setSearch(event.target.value)}
        />
        <fieldset
          aria-describedby={missingChoice ? `${legendId}-error` : undefined}
          className="flex flex-col gap-2"
        >
          <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
            {t("merge.candidates")}
          </legend>
          <Loadable
            query={{ data: others, isError: candidates.isError, refetch: candidates.refetch }}
            loading={
              <div className="flex flex-col gap-2">
                <Skeleton className="h-14 w-full" />
                <Skeleton className="h-14 w-full" />
              </div>
            }
            error={t("merge.loadError")}
            isEmpty={(data) => data.items.length === 0}
            empty={<p className="text-sm text-slate-600">{t("merge.noCandidates")}</p>}
          >
            {(data) => (
              <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto p-0.5">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
                      <input
                        type="radio"
                        name="merge-target"
                        value={item.id}
                        checked={targetId === item.id}
                        onChange={() => {
                          setTargetId(item.id);
                          setMissingChoice(false);
                        }}
                        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
                      />
                      <span className="flex min-w-0 flex-1 flex-col gap-1">
                        <span className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
                          {item.title}
                        </span>
                        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                          <StatusBadge status={item.status} />
                          {t("vote.count", { count: item.voteCount })}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </Loadable>
          {missingChoice ? (
            <p id={`${legendId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {t("merge.chooseFirst")}
            </p>
          ) : null}
        </fieldset>
        {merge.error ? <Banner variant="error">{text(merge.error)}</Banner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={merge.isPending}>
            {t("merge.cancel")}
          </Button>
          <Button type="submit" variant="danger" loading={merge.isPending}>
            {t("merge.confirm")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
