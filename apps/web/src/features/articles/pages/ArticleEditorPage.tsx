import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import {
  type Article,
  type ArticleInput,
  ArticleMessage,
  type ArticlePublishStatus,
} from "@vitalog/domain";
import clsx from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { type FieldPath, FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useToast } from "../../../app/toast.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button, buttonClassName } from "../../../components/Button/Button.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../../components/PageHeader/PageHeader.tsx";
import { Skeleton } from "../../../components/Skeleton/Skeleton.tsx";
import { EditPage } from "../../../kit/EditPage.tsx";
import { useAutosave } from "../../../kit/useAutosave.ts";
import { useLeaveGuard } from "../../../kit/useLeaveGuard.ts";
import { type ApiError, isApiError } from "../../../lib/api.ts";
import { useMessageText } from "../../../lib/messages.ts";
import { usePageTitle } from "../../../lib/page-title.ts";
import { articlesData, useCreateArticle, useDeleteArticle, useUpdateArticle } from "../api.ts";
import { AdaptedFrom } from "../components/AdaptedFrom.tsx";
import { ArticleFields } from "../components/ArticleFields.tsx";
import { ArticleSettingsFields } from "../components/ArticleSettingsFields.tsx";
import { NewspaperIcon } from "../components/icons.tsx";
import { SeoPanel } from "../components/SeoPanel.tsx";
import { articleFigures, useArticleFormat } from "../display.ts";
import {
  ArticleForm,
  type ArticleFormInput,
  type ArticleFormOutput,
  emptyArticleForm,
  formValuesOf,
  patchOf,
} from "../form.ts";
import { articlesPaths } from "../paths.ts";

/** How long the editor waits after the last change before it saves a draft. */
export const AUTOSAVE_DELAY_MS = 2000;

type SaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "unsaved" }
  | { kind: "invalid"; message: string }
  | { kind: "error"; message: string };

/** The server's field names (`seo.metaTitle`) as the form's (`metaTitle`). */
const FORM_FIELDS: Record<string, FieldPath<ArticleFormInput>> = {
  title: "title",
  content: "content",
  excerpt: "excerpt",
  slug: "slug",
  categories: "categories",
  tags: "tags",
  coverImage: "coverImage",
  visibility: "visibility",
  "seo.metaTitle": "metaTitle",
  "seo.metaDescription": "metaDescription",
};

/** Whether the content holds anything to publish: words, a picture or an embed. */
const hasContent = (html: string) =>
  articleFigures(html).wordCount > 0 || /<(img|iframe)\b/i.test(html);

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation("articles");
  const format = useArticleFormat();
  const text = useMessageText();
  const message =
    state.kind === "pending"
      ? t("editor.status.pending")
      : state.kind === "saving"
        ? t("editor.status.saving")
        : state.kind === "saved"
          ? t("editor.status.saved", { time: format.time(state.at) })
          : state.kind === "unsaved"
            ? t("editor.status.unsaved")
            : state.kind === "invalid"
              ? t("editor.status.invalid", { message: text(state.message) })
              : state.kind === "error"
                ? t("editor.status.error", { message: text(state.message) })
                : "";
  return (
    <p
      role="status"
      className={clsx(
        "min-h-5 text-sm",
        state.kind === "error" || state.kind === "invalid"
          ? "font-medium text-red-700"
          : state.kind === "saved"
            ? "text-emerald-800"
            : "text-slate-600",
      )}
    >
      {message}
    </p>
  );
}

/**
 * The article editor: title, slug, excerpt, rich text with images and embeds, categories, tags,
 * cover, visibility and SEO fields, with the word count and reading time as they change. A draft
 * saves itself a moment after each change (a new one as soon as it has a title); a published
 * article changes only when its author says so.
 */
function ArticleEditor({ initial }: { initial: Article | null }) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  const { toast } = useToast();
  const navigate = useNavigate();
  const contentId = useId();
  const _contentLabelId = useId();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const [saved, setSavedState] = useState<Article | null>(initial);
  // The latest saved article for saves already under way (a closure's copy may be older).
  const savedRef = useRef(initial);
  const setSaved = (article: Article) => {
    savedRef.current = article;
    setSavedState(article);
  };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Set on the way out after a publish or a delete: nothing is asked or saved then.
  const leavingOnPurpose = useRef(false);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState<"draft" | "publish" | "update" | "unpublish" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isPublished = saved?.publishStatus === "published";
  usePageTitle(initial ? t("editor.editTitle") : t("editor.newTitle"));

  const form = useForm<ArticleFormInput, unknown, ArticleFormOutput>({
    resolver: zodResolver(ArticleForm),
    defaultValues: initial ? formValuesOf(initial) : emptyArticleForm,
    mode: "onChange",
  });
  const { control, formState } = form;
  const values = useWatch({ control }) as ArticleFormInput;
  const snapshot = JSON.stringify(values);
  // The values the server holds, as the form had them when they were sent.
  const savedSnapshot = useRef(JSON.stringify(form.getValues()));
  const isDirty = snapshot !== savedSnapshot.current;

  const showServerErrors = (error: unknown) => {
    const fields = isApiError(error) ? (error.fields ?? {}) : {};
    let placed = false;
    for (const [name, message] of Object.entries(fields)) {
      const field = FORM_FIELDS[name];
      if (field) {
        form.setError(field, { message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    return placed;
  };

  /** Sends the form's values; a new article is created (a draft unless it is published). */
  const persist = async (
    raw: ArticleFormInput,
    data: ArticleFormOutput,
    publishStatus?: ArticlePublishStatus,
  ): Promise<Article> => {
    const patch = patchOf(data);
    const current = savedRef.current;
    let article: Article;
    if (!current) {
      const input: ArticleInput = {
        ...patch,
        title: data.title,
        content: data.content,
        visibility: data.visibility,
        publishStatus: publishStatus ?? "draft",
      };
      article = await create.mutateAsync(input);
      // The address becomes the draft's own, without leaving the page or moving the focus.
      if (mounted.current) {
        window.history.replaceState(window.history.state, "", articlesPaths.edit(article.id));
      }
    } else {
      article = await update.mutateAsync({
        id: current.id,
        patch: { ...patch, ...(publishStatus ? { publishStatus } : {}) },
        previousSlug: current.slug,
      });
    }
    setSaved(article);
    savedSnapshot.current = JSON.stringify({ ...raw, slug: article.slug });
    if (form.getValues("slug") !== article.slug) {
      form.setValue("slug", article.slug, { shouldValidate: true });
    }
    return article;
  };

  /** Saves a draft's changes when the rules allow them; says why not otherwise. */
  const saveDraft = async () => {
    if (leavingOnPurpose.current || savedRef.current?.publishStatus === "published") return;
    const raw = form.getValues();
    if (JSON.stringify(raw) === savedSnapshot.current) return;
    const parsed = ArticleForm.safeParse(raw);
    if (!parsed.success) {
      setState({ kind: "invalid", message: parsed.error.issues[0]?.message ?? "" });
      return;
    }
    setState({ kind: "saving" });
    try {
      await persist(raw, parsed.data);
      setState({ kind: "saved", at: new Date() });
    } catch (error) {
      showServerErrors(error);
      setState({ kind: "error", message: (error as ApiError).message ?? "" });
    }
  };

  // A draft saves itself a moment after the last change; a published article never silently.
  useAutosave({
    snapshot,
    isDirty,
    paused: isPublished,
    delayMs: AUTOSAVE_DELAY_MS,
    save: saveDraft,
    onPending: () => setState({ kind: "pending" }),
    onPaused: () => setState({ kind: "unsaved" }),
  });

  // What cannot be saved on the way out (a published article's changes, a draft the rules
  // refuse) is asked about first.
  const canAutosave = !isPublished && ArticleForm.safeParse(values).success;
  const blocker = useLeaveGuard({
    mustAsk: isDirty && !canAutosave && busy === null,
    isDirty,
    leavingOnPurpose,
  });

  /** Saves the form as the author asked: a draft, published, updated or back to a draft. */
  const submitAs = (
    action: "draft" | "publish" | "update" | "unpublish",
    publishStatus?: ArticlePublishStatus,
  ) =>
    form.handleSubmit(
      async (data) => {
        setBanner(null);
        if (publishStatus !== "draft" && (action === "publish" || isPublished)) {
          if (!hasContent(data.content)) {
            form.setError("content", { message: ArticleMessage.contentRequired });
            document.getElementById(contentId)?.focus();
            return;
          }
        }
        setBusy(action);
        try {
          const article = await persist(form.getValues(), data, publishStatus);
          setState({ kind: "saved", at: new Date() });
          toast({ message: t(`editor.done.${action}`), variant: "success" });
          if (action === "publish") {
            leavingOnPurpose.current = true;
            navigate(articlesPaths.article(article.slug));
          }
        } catch (error) {
          if (!showServerErrors(error)) setBanner(text(error as ApiError));
          setState({ kind: "error", message: (error as ApiError).message ?? "" });
        } finally {
          setBusy(null);
        }
      },
      (errors) => {
        if (errors.content) document.getElementById(contentId)?.focus();
        setState({ kind: "invalid", message: t("editor.status.checkFields") });
      },
    )();

  const handleDelete = () => {
    if (!saved) return;
    leavingOnPurpose.current = true;
    remove.mutate(saved, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast({ message: t("editor.done.delete"), variant: "success" });
        navigate(articlesPaths.mine(), { replace: true });
      },
      onError: (error) => {
        leavingOnPurpose.current = false;
        setConfirmDelete(false);
        setBanner(text(error));
      },
    });
  };

  const _error = (name: FieldPath<ArticleFormInput>) =>
    (form.getFieldState(name, formState).error?.message as string | undefined) ?? undefined;
  const _length = (value: string | null | undefined) => (value ?? "").length;

  return (
    <>
      <PageHeader
        title={initial ? t("editor.editTitle") : t("editor.newTitle")}
        backTo={articlesPaths.mine()}
        backLabel={t("mine.title")}
      />
      {initial?.adaptedFrom ? <AdaptedFrom provenance={initial.adaptedFrom} /> : null}
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-col gap-6"
          aria-label={initial ? t("editor.editTitle") : t("editor.newTitle")}
        >
          <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between md:sticky md:top-0 md:z-20">
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={clsx(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    isPublished ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900",
                  )}
                >
                  {isPublished ? t("status.published") : t("status.draft")}
                </span>
                {saved ? (
                  <Link
                    to={articlesPaths.article(saved.slug)}
                    className="font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {isPublished ? t("editor.view") : t("editor.previewDraft")}
                  </Link>
                ) : null}
              </p>
              <SaveStatus state={state} />
            </div>
            <div className="flex flex-wrap gap-2">
              {isPublished ? (
                <>
                  <Button
                    variant="secondary"
                    loading={busy === "unpublish"}
                    disabled={busy !== null}
                    onClick={() => void submitAs("unpublish", "draft")}
                  >
                    {t("editor.unpublish")}
                  </Button>
                  <Button
                    loading={busy === "update"}
                    disabled={busy !== null || !isDirty}
                    onClick={() => void submitAs("update")}
                  >
                    {t("editor.update")}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    loading={busy === "draft"}
                    disabled={busy !== null}
                    onClick={() => void submitAs("draft")}
                  >
                    {t("editor.saveDraft")}
                  </Button>
                  <Button
                    loading={busy === "publish"}
                    disabled={busy !== null}
                    onClick={() => void submitAs("publish", "published")}
                  >
                    {t("editor.publish")}
                  </Button>
                </>
              )}
            </div>
          </div>

          {banner ? (
            <Banner variant="error" onDismiss={() => setBanner(null)}>
              {banner}
            </Banner>
          ) : null}

          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-5">
              <ArticleFields contentId={contentId} isSaved={saved !== null} />
            </div>

            <div className="flex min-w-0 flex-col gap-5">
              <ArticleSettingsFields />
              <SeoPanel />
              {saved?.canDelete ? (
                <div>
                  <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                    {t("editor.delete")}
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
        </form>
      </FormProvider>

      <ConfirmDialog
        open={confirmDelete}
        title={t("editor.deleteTitle")}
        message={t("editor.deleteText")}
        confirmLabel={t("editor.deleteConfirm")}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={handleDelete}
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("editor.leaveTitle")}
        message={isPublished ? t("editor.leavePublished") : t("editor.leaveInvalid")}
        confirmLabel={t("editor.leaveConfirm")}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}

/** Why the editor cannot open an article: the server's own words (not found, not the author). */
function CannotEdit({ message }: { message: string }) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  usePageTitle(t("editor.editTitle"));
  return (
    <>
      <PageHeader
        title={t("editor.editTitle")}
        backTo={articlesPaths.mine()}
        backLabel={t("mine.title")}
      />
      <EmptyState
        icon={<NewspaperIcon />}
        title={text(message)}
        description={t("editor.cannotEdit")}
        action={
          <Link to={articlesPaths.mine()} className={buttonClassName("primary")}>
            {t("mine.title")}
          </Link>
        }
      />
    </>
  );
}

function EditArticle({ articleId }: { articleId: string }) {
  const { t } = useTranslation("articles");
  const text = useMessageText();
  usePageTitle(t("editor.editTitle"));
  const article = useQuery(articlesData.useQueries().detail(articleId));
  return (
    <EditPage
      query={article}
      formHasHeader
      header={{
        title: t("editor.editTitle"),
        backTo: articlesPaths.mine(),
        backLabel: t("mine.title"),
      }}
      notFound={{
        when: (error) => isApiError(error) && (error.status === 403 || error.status === 404),
        body: (error) => text(isApiError(error) ? error.message : ArticleMessage.notFound),
        hint: t("editor.cannotEdit"),
        icon: <NewspaperIcon />,
      }}
      error={(retry) => (
        <>
          <Banner variant="error">
            {isApiError(article.error) ? article.error.message : t("loadError")}
          </Banner>
          <div className="mt-3">
            <Button variant="secondary" onClick={retry}>
              {t("retry")}
            </Button>
          </div>
        </>
      )}
      loading={
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-9 w-48" />
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      }
    >
      {(data) =>
        data.canEdit ? (
          <ArticleEditor initial={data} />
        ) : (
          <CannotEdit message={ArticleMessage.notAuthor} />
        )
      }
    </EditPage>
  );
}

/** `articles/new` and `articles/edit/{id}`: the writer's page (members only). */
export default function ArticleEditorPage() {
  const { articleId } = useParams();
  const location = useLocation();
  // Another article, or a new one, starts a fresh form.
  return articleId ? (
    <EditArticle key={articleId} articleId={articleId} />
  ) : (
    <ArticleEditor key={location.key} initial={null} />
  );
}
