import { useChat } from "@ai-sdk/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CrisisCard, ExpertId } from "@vitalog/domain";
import { EXPERT_MESSAGE_MAX } from "@vitalog/domain";
import { type FormEvent, type KeyboardEvent, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { TextAreaField } from "../../../components/TextAreaField/TextAreaField.tsx";
import { isApiError } from "../../../lib/api.ts";
import { aiCreditQueries } from "../../ai-credits/api.ts";
import { aiCreditsPaths } from "../../ai-credits/paths.ts";
import { type ExpertSessionDetail, expertsData } from "../api.ts";
import { type ExpertChatMessage, expertChatTransport, toChatMessage } from "../chat-transport.ts";
import { expertsPaths } from "../paths.ts";
import { useDictation, useReadAloud } from "../speech.ts";
import { CreditsLine } from "./CreditsLine.tsx";
import { CrisisCardView } from "./CrisisCardView.tsx";
import { MicIcon, SpeakerIcon } from "./icons.tsx";

function textOf(message: ExpertChatMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

function crisisOf(message: ExpertChatMessage): CrisisCard | undefined {
  for (const part of message.parts) if (part.type === "data-crisis") return part.data;
  return undefined;
}

/** What went wrong with the last message, in the person's terms. */
function ChatError({
  error,
  expert,
  onRetry,
}: {
  error: Error;
  expert: ExpertId;
  onRetry: () => void;
}) {
  const { t } = useTranslation("experts");
  if (isApiError(error) && error.status === 503) {
    return (
      <Banner variant="warning">
        <p>{t("session.notConfigured")}</p>
        {expert !== "healthcoach" ? (
          <Link
            className="font-semibold underline"
            to={expert === "psychologist" ? expertsPaths.journeys() : expertsPaths.expert(expert)}
          >
            {t("session.openJourneys")}
          </Link>
        ) : null}
      </Banner>
    );
  }
  if (isApiError(error) && error.status === 402) {
    return (
      <Banner variant="warning">
        <p>{t("session.notEnoughCredits")}</p>
        <Link className="font-semibold underline" to={aiCreditsPaths.page()}>
          {t("session.buyCredits")}
        </Link>
      </Banner>
    );
  }
  return (
    <Banner variant="error">
      <div className="flex flex-wrap items-center gap-3">
        <p>{t("session.failed")}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t("session.retry")}
        </Button>
      </div>
    </Banner>
  );
}

/**
 * The conversation of one open session: the log (role="log", announced politely as the reply
 * streams in), the crisis card kept in view once shown, stop and retry, voice where the browser
 * has it, and the credits left.
 */
export function ExpertChat({ session }: { session: ExpertSessionDetail }) {
  const { t } = useTranslation("experts");
  const queryClient = useQueryClient();
  const experts = expertsData.member;
  const credits = useQuery(aiCreditQueries.balance());
  const [draft, setDraft] = useState("");
  /** Whether the person stopped the last reply: it was neither stored nor charged. */
  const [stopped, setStopped] = useState(false);
  const transport = useMemo(() => expertChatTransport(session.id), [session.id]);
  const initial = useMemo(() => session.messages.map(toChatMessage), [session.messages]);

  const { messages, sendMessage, status, stop, regenerate, error, clearError } =
    useChat<ExpertChatMessage>({
      id: session.id,
      messages: initial,
      transport,
      onFinish: () => {
        void queryClient.invalidateQueries({ queryKey: aiCreditQueries.all() });
        void queryClient.invalidateQueries({ queryKey: experts.sessions().queryKey });
      },
    });

  const dictation = useDictation(
    useCallback((text: string) => setDraft((d) => (d ? `${d} ${text}` : text)), []),
  );
  const readAloud = useReadAloud();

  const busy = status === "submitted" || status === "streaming";
  const crisis = [...messages].reverse().map(crisisOf).find(Boolean);
  const content = draft.trim();

  function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (!content || busy || content.length > EXPERT_MESSAGE_MAX) return;
    clearError();
    setStopped(false);
    setDraft("");
    void sendMessage({ text: content });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      handleSubmit();
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <CreditsLine credits={credits.data} />
      <div
        role="log"
        aria-live="polite"
        aria-label={t("session.log")}
        aria-busy={busy}
        className="flex min-h-40 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">{t("session.empty")}</p>
        ) : null}
        {messages.map((message) => {
          const card = crisisOf(message);
          if (card) {
            return (
              <p
                key={message.id}
                className="self-stretch rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
              >
                {card.title}. {t("session.crisisInLog")}
              </p>
            );
          }
          const text = textOf(message);
          const mine = message.role === "user";
          return (
            <div
              key={message.id}
              className={
                mine
                  ? "max-w-[85%] self-end rounded-2xl rounded-br-sm bg-brand-700 px-3.5 py-2 text-white"
                  : "max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-2 text-slate-900"
              }
            >
              <p className="sr-only">{mine ? t("session.you") : t("session.expert")}:</p>
              <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">{text}</p>
              {!mine && text && readAloud.supported ? (
                <button
                  type="button"
                  onClick={() => readAloud.toggle(message.id, text)}
                  aria-pressed={readAloud.speakingId === message.id}
                  className="mt-1 inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-xs text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <SpeakerIcon aria-hidden="true" className="size-4" />
                  {readAloud.speakingId === message.id
                    ? t("voice.stopReading")
                    : t("voice.readAloud")}
                </button>
              ) : null}
            </div>
          );
        })}
        {status === "submitted" ? (
          <p className="self-start text-sm text-slate-600">{t("session.thinking")}</p>
        ) : null}
      </div>

      {crisis ? <CrisisCardView card={crisis} /> : null}

      {stopped && !busy && !error ? (
        <Banner variant="info">
          <div className="flex flex-wrap items-center gap-3">
            <p>{t("session.stopped")}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setStopped(false);
                void regenerate();
              }}
            >
              {t("session.retry")}
            </Button>
          </div>
        </Banner>
      ) : null}

      {error ? (
        <ChatError
          error={error}
          expert={session.expert}
          onRetry={() => {
            clearError();
            void regenerate();
          }}
        />
      ) : null}

      <form onSubmit={handleSubmit} className="flex flex-col gap-2">
        <TextAreaField
          label={t("session.message")}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          maxLength={EXPERT_MESSAGE_MAX}
          rows={3}
        />
        <div className="flex flex-wrap items-center gap-2">
          {busy ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setStopped(true);
                void stop();
              }}
            >
              {t("session.stop")}
            </Button>
          ) : (
            <Button type="submit" disabled={!content}>
              {t("session.send")}
            </Button>
          )}
          {dictation.supported ? (
            <Button
              type="button"
              variant="ghost"
              aria-pressed={dictation.listening}
              onClick={dictation.listening ? dictation.stop : dictation.start}
            >
              <MicIcon aria-hidden="true" className="size-5" />
              {dictation.listening ? t("voice.stop") : t("voice.start")}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
