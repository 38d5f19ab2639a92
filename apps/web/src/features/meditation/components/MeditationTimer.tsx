import { zodResolver } from "@hookform/resolvers/zod";
import {
  bellsPassed,
  intervalBellTimes,
  MEDITATION_TIMER_MAX_MINUTES,
  MEDITATION_TIMER_MIN_MINUTES,
  MEDITATION_TIMER_PRESETS,
  type MeditationSessionInput,
  meditationMinutes,
  type TimerRun,
  timerElapsedMs,
} from "@vitalog/domain";
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session.tsx";
import { Banner } from "../../../components/Banner/Banner.tsx";
import { Button } from "../../../components/Button/Button.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { useMessageText } from "../../../lib/messages.ts";
import { keepScreenOn, openAudio, ringBell, type WakeLockSentinelLike } from "../bell.ts";
import { bellChoices } from "../display.ts";
import { type TimerSessionValues, timerSessionSchema } from "../form.ts";
import { readSavedRun, writeSavedRun } from "../timer-store.ts";

type Phase = "idle" | "running" | "paused";

interface Run extends TimerRun {
  startedAt: Date;
  durationSeconds: number;
  bells: number[];
  bellsRung: number;
  warned: boolean;
}

/** What the timer shows under the controls once a run is over. */
type Outcome =
  | { kind: "saving"; session: MeditationSessionInput }
  | { kind: "logged"; seconds: number }
  | { kind: "failed"; session: MeditationSessionInput }
  | { kind: "stoppedEarly"; session: MeditationSessionInput };

/** The log step: the timed session, checked by the form schema, sent with one button. */
function LogSessionForm({
  session,
  label,
  onLog,
}: {
  session: MeditationSessionInput;
  label: string;
  onLog: (session: MeditationSessionInput) => void;
}) {
  const messageText = useMessageText();
  const {
    handleSubmit,
    formState: { errors },
  } = useForm<TimerSessionValues, unknown, MeditationSessionInput>({
    resolver: zodResolver(timerSessionSchema),
    values: { startedAt: session.startedAt, durationSeconds: session.durationSeconds },
  });
  const problem = errors.startedAt?.message ?? errors.durationSeconds?.message;
  return (
    <form onSubmit={handleSubmit(onLog)} noValidate className="contents">
      {problem ? (
        <Banner variant="error" className="basis-full">
          {messageText(problem)}
        </Banner>
      ) : null}
      <Button type="submit" size="sm">
        {label}
      </Button>
    </form>
  );
}

const mmss = (seconds: number) => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * The meditation timer: 1–60 minutes, an optional interval bell, a bell at the end, the screen
 * kept awake where the browser allows. Time is read from timestamps on every tick, never counted
 * in ticks, so a sleeping tab stays right. At the end the session is logged with `onFinish`
 * (start = when it started, length = the time meditated); stopping early offers to log what was
 * done. Screen readers hear the start, pauses, bells, the last minute and the end, not each second.
 */
export function MeditationTimer({
  defaultBellMinutes,
  onFinish,
  onGated,
}: {
  defaultBellMinutes: number | null;
  onFinish: (session: MeditationSessionInput) => Promise<unknown>;
  onGated?: (() => void) | undefined;
}) {
  const { t } = useTranslation("meditation");
  const [minutes, setMinutes] = useState<number | "custom">(10);
  const [custom, setCustom] = useState("25");
  const [bell, setBell] = useState<number | null>(defaultBellMinutes);
  const [phase, setPhase] = useState<Phase>("idle");
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useRef<Run | null>(null);
  const audio = useRef<AudioContext | null>(null);
  const wakeLock = useRef<WakeLockSentinelLike | null>(null);
  const finish = useRef(onFinish);
  finish.current = onFinish;
  const userId = useSession().profile?.userId ?? null;
  const [restored, setRestored] = useState(false);

  /** Keeps the run on the device (or forgets it), so a reload does not lose the session. */
  function save(current: Run | null, bellMinutes = bell) {
    if (!userId) return;
    writeSavedRun(
      userId,
      current
        ? {
            startedAt: current.startedAt.getTime(),
            durationSeconds: current.durationSeconds,
            doneMs: current.doneMs,
            resumedAt: current.resumedAt,
            bells: current.bells,
            bellsRung: current.bellsRung,
            warned: current.warned,
            bellMinutes,
          }
        : null,
    );
  }

  // A session under way when the page was reloaded or left goes on where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: holdScreen reads refs only
  useEffect(() => {
    if (!userId || onGated) return;
    let cancelled = false;
    void readSavedRun(userId).then((saved) => {
      if (cancelled || !saved || run.current) return;
      const { startedAt, bellMinutes, ...rest } = saved;
      run.current = { ...rest, startedAt: new Date(startedAt) };
      setBell(bellMinutes);
      setNow(Date.now());
      setOutcome(null);
      setRestored(true);
      setPhase(saved.resumedAt === null ? "paused" : "running");
      setAnnouncement(t("timer.restoredAnnounce"));
      if (saved.resumedAt !== null) holdScreen();
    });
    return () => {
      cancelled = true;
    };
  }, [userId, onGated, t]);

  // A new default from the settings applies while no run is under way.
  useEffect(() => {
    if (run.current === null) setBell(defaultBellMinutes);
  }, [defaultBellMinutes]);

  const chosenMinutes = minutes === "custom" ? Number(custom) : minutes;
  const validMinutes =
    custom.trim() !== "" &&
    Number.isInteger(chosenMinutes) &&
    chosenMinutes >= MEDITATION_TIMER_MIN_MINUTES &&
    chosenMinutes <= MEDITATION_TIMER_MAX_MINUTES;

  function holdScreen() {
    void keepScreenOn().then((lock) => {
      if (run.current?.resumedAt != null) wakeLock.current = lock;
      else void lock?.release().catch(() => undefined); // the run ended while asking
    });
  }

  function releaseScreen() {
    void wakeLock.current?.release().catch(() => undefined);
    wakeLock.current = null;
  }

  function log(session: MeditationSessionInput) {
    setOutcome({ kind: "saving", session });
    finish.current(session).then(
      () => {
        setOutcome({ kind: "logged", seconds: session.durationSeconds });
        setAnnouncement(t("timer.loggedAnnounce"));
      },
      // The error banner is an alert: it speaks for itself.
      () => setOutcome({ kind: "failed", session }),
    );
  }

  // Ticks while running: bells, the last minute, and the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: log and releaseScreen read refs only
  useEffect(() => {
    if (phase !== "running") return;
    const tick = () => {
      const current = run.current;
      if (!current) return;
      const at = Date.now();
      setNow(at);
      const done = timerElapsedMs(current, at) / 1000;
      const left = current.durationSeconds - done;
      if (done >= current.durationSeconds) {
        ringBell(audio.current, 3);
        run.current = null;
        save(null);
        setRestored(false);
        releaseScreen();
        setPhase("idle");
        setAnnouncement(t("timer.finishedAnnounce"));
        log({
          startedAt: current.startedAt.toISOString(),
          durationSeconds: current.durationSeconds,
        });
        return;
      }
      const passed = bellsPassed(current.bells, done);
      if (passed > current.bellsRung) {
        current.bellsRung = passed; // one bell, however many a sleeping tab missed
        current.warned ||= left <= 60;
        save(current);
        ringBell(audio.current);
        setAnnouncement(t("timer.bellAnnounce", { remaining: mmss(left) }));
      } else if (!current.warned && current.durationSeconds > 120 && left <= 60) {
        current.warned = true;
        save(current);
        setAnnouncement(t("timer.lastMinute"));
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [phase, t]);

  // The browser drops the wake lock when the tab is hidden; take it again on return.
  // biome-ignore lint/correctness/useExhaustiveDependencies: holdScreen reads refs only
  useEffect(() => {
    if (phase !== "running") return;
    const again = () => {
      if (document.visibilityState === "visible") holdScreen();
    };
    document.addEventListener("visibilitychange", again);
    return () => document.removeEventListener("visibilitychange", again);
  }, [phase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on unmount only
  useEffect(
    () => () => {
      run.current = null;
      releaseScreen();
      void audio.current?.close?.().catch(() => undefined);
    },
    [],
  );

  function start() {
    if (onGated) {
      onGated();
      return;
    }
    if (!validMinutes) return;
    // Made inside the click: browsers allow sound only after a gesture.
    audio.current ??= openAudio();
    void audio.current?.resume?.().catch(() => undefined);
    const at = Date.now();
    const durationSeconds = chosenMinutes * 60;
    run.current = {
      startedAt: new Date(at),
      durationSeconds,
      doneMs: 0,
      resumedAt: at,
      bells: intervalBellTimes(durationSeconds, bell),
      bellsRung: 0,
      warned: false,
    };
    save(run.current);
    setNow(at);
    setOutcome(null);
    setPhase("running");
    setAnnouncement(t("timer.startedAnnounce", { count: chosenMinutes }));
    holdScreen();
  }

  function pause() {
    const current = run.current;
    if (!current) return;
    const at = Date.now();
    current.doneMs = timerElapsedMs(current, at);
    current.resumedAt = null;
    save(current);
    setNow(at);
    setPhase("paused");
    setAnnouncement(t("timer.pausedAnnounce"));
    releaseScreen();
  }

  function resume() {
    const current = run.current;
    if (!current) return;
    current.resumedAt = Date.now();
    save(current);
    setPhase("running");
    setAnnouncement(t("timer.resumedAnnounce"));
    holdScreen();
  }

  function stop() {
    const current = run.current;
    if (!current) return;
    const seconds = Math.floor(timerElapsedMs(current, Date.now()) / 1000);
    run.current = null;
    save(null);
    setRestored(false);
    releaseScreen();
    setPhase("idle");
    setAnnouncement(t("timer.stoppedAnnounce"));
    setOutcome(
      seconds >= 1
        ? {
            kind: "stoppedEarly",
            session: { startedAt: current.startedAt.toISOString(), durationSeconds: seconds },
          }
        : null,
    );
  }

  const current = run.current;
  const remaining = current
    ? current.durationSeconds - timerElapsedMs(current, now) / 1000
    : chosenMinutes * 60;
  const chip = (selected: boolean) =>
    clsx(
      "flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
      selected
        ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600"
        : "border-slate-200 bg-white text-slate-800",
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="flex flex-col items-center gap-1 rounded-2xl bg-gradient-to-b from-brand-50 to-white py-6">
        <span className="text-sm text-slate-600" id="meditation-timer-label">
          {phase === "idle" ? t("timer.length") : t("timer.remaining")}
        </span>
        <span
          className="font-mono text-5xl font-semibold tabular-nums text-slate-900 sm:text-6xl"
          role="timer"
          aria-labelledby="meditation-timer-label"
        >
          {validMinutes || phase !== "idle" ? mmss(remaining) : "–"}
        </span>
        {phase === "paused" ? (
          <span className="text-sm font-medium text-amber-800">{t("timer.paused")}</span>
        ) : null}
        {phase !== "idle" && restored ? (
          <span className="text-xs text-slate-600">{t("timer.restored")}</span>
        ) : null}
        {phase !== "idle" && bell ? (
          <span className="text-xs text-slate-600">{t("timer.bellEvery", { count: bell })}</span>
        ) : null}
      </div>
      {phase === "idle" ? (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              {t("timer.minutes")}
            </legend>
            <div className="flex flex-wrap gap-2">
              {MEDITATION_TIMER_PRESETS.map((m) => (
                <label key={m} className={chip(minutes === m)}>
                  <input
                    type="radio"
                    name="meditation-minutes"
                    className="sr-only"
                    checked={minutes === m}
                    onChange={() => setMinutes(m)}
                  />
                  {t("timer.preset", { minutes: m })}
                </label>
              ))}
              <label className={chip(minutes === "custom")}>
                <input
                  type="radio"
                  name="meditation-minutes"
                  className="sr-only"
                  checked={minutes === "custom"}
                  onChange={() => setMinutes("custom")}
                />
                {t("timer.custom")}
              </label>
            </div>
          </fieldset>
          {minutes === "custom" ? (
            <TextField
              label={t("timer.customMinutes")}
              type="number"
              inputMode="numeric"
              min={MEDITATION_TIMER_MIN_MINUTES}
              max={MEDITATION_TIMER_MAX_MINUTES}
              step={1}
              value={custom}
              error={validMinutes ? undefined : t("timer.minutesRange")}
              onChange={(e) => setCustom(e.target.value)}
              containerClassName="max-w-48"
            />
          ) : null}
          <Select
            label={t("timer.bell")}
            value={bell === null ? "" : String(bell)}
            onChange={(e) => setBell(e.target.value ? Number(e.target.value) : null)}
            options={[
              { value: "", label: t("timer.noBell") },
              ...bellChoices(bell).map((m) => ({
                value: String(m),
                label: t("timer.bellEvery", { count: m }),
              })),
            ]}
            containerClassName="max-w-72"
          />
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={start} disabled={!validMinutes}>
              {t("timer.start")}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap justify-center gap-3">
          {phase === "running" ? (
            <Button variant="secondary" size="lg" onClick={pause}>
              {t("timer.pause")}
            </Button>
          ) : (
            <Button size="lg" onClick={resume}>
              {t("timer.resume")}
            </Button>
          )}
          <Button variant="ghost" size="lg" onClick={stop}>
            {t("timer.stop")}
          </Button>
        </div>
      )}
      {outcome?.kind === "logged" ? (
        <Banner variant="success">
          {t("timer.logged", { count: meditationMinutes(outcome.seconds) })}
        </Banner>
      ) : null}
      {outcome?.kind === "failed" ? (
        <div className="flex flex-wrap items-center gap-3">
          <Banner variant="error" className="flex-1">
            {t("timer.failed")}
          </Banner>
          <LogSessionForm session={outcome.session} label={t("actions.retry")} onLog={log} />
        </div>
      ) : null}
      {outcome?.kind === "saving" ? (
        <p className="text-sm text-slate-700">{t("timer.saving")}</p>
      ) : null}
      {outcome?.kind === "stoppedEarly" ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          <p className="flex-1">
            {t("timer.stoppedEarly", { time: mmss(outcome.session.durationSeconds) })}
          </p>
          <LogSessionForm session={outcome.session} label={t("timer.logIt")} onLog={log} />
          <Button size="sm" variant="ghost" onClick={() => setOutcome(null)}>
            {t("timer.discard")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
