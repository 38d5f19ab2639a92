import {
  intervalBellTimes,
  MEDITATION_TIMER_MAX_MINUTES,
  MEDITATION_TIMER_MIN_MINUTES,
  MEDITATION_TIMER_PRESETS,
  type MeditationSessionInput,
} from "@vitalog/domain";
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button/Button.tsx";
import { Select } from "../../../components/Select/Select.tsx";
import { TextField } from "../../../components/TextField/TextField.tsx";
import { keepScreenOn, openAudio, ringBell } from "../bell.ts";

type Phase = "idle" | "running" | "paused";

interface Run {
  startedAt: Date;
  durationSeconds: number;
  /** Time meditated before the last resume. */
  doneMs: number;
  /** When the timer last started or resumed (ms since the epoch), null while paused. */
  resumedAt: number | null;
  bellsRung: number;
}

const elapsedMs = (run: Run, now: number) =>
  run.doneMs + (run.resumedAt === null ? 0 : now - run.resumedAt);

const mmss = (seconds: number) => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

type WakeLock = Awaited<ReturnType<typeof keepScreenOn>>;

/** Lets the screen sleep again. */
function releaseWakeLock(lock: { current: WakeLock }) {
  void lock.current?.release().catch(() => undefined);
  lock.current = null;
}

/**
 * The meditation timer: 1–60 minutes, an optional interval bell, a bell at the end, the screen
 * kept awake. Time is read from the clock on every tick, so a sleeping tab stays right. At the
 * end the session is logged with `onFinish`; stopping early offers to log what was done.
 */
export function MeditationTimer({
  defaultBellMinutes,
  onFinish,
  onGated,
}: {
  defaultBellMinutes: number | null;
  onFinish: (session: MeditationSessionInput) => void;
  onGated?: (() => void) | undefined;
}) {
  const { t } = useTranslation("meditation");
  const [minutes, setMinutes] = useState<number | "custom">(10);
  const [custom, setCustom] = useState("25");
  const [bell, setBell] = useState<number | null>(defaultBellMinutes);
  const [phase, setPhase] = useState<Phase>("idle");
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const [stoppedEarly, setStoppedEarly] = useState<{ seconds: number; startedAt: Date } | null>(
    null,
  );
  const run = useRef<Run | null>(null);
  const audio = useRef<AudioContext | null>(null);
  const wakeLock = useRef<WakeLock>(null);

  const chosenMinutes = minutes === "custom" ? Number(custom) : minutes;
  const validMinutes =
    Number.isInteger(chosenMinutes) &&
    chosenMinutes >= MEDITATION_TIMER_MIN_MINUTES &&
    chosenMinutes <= MEDITATION_TIMER_MAX_MINUTES;

  // Ticks while running: bells, and the end.
  useEffect(() => {
    if (phase !== "running") return;
    const tick = () => {
      const current = run.current;
      if (!current) return;
      const at = Date.now();
      setNow(at);
      const done = elapsedMs(current, at) / 1000;
      const bells = intervalBellTimes(current.durationSeconds, bell);
      if (current.bellsRung < bells.length && done >= (bells[current.bellsRung] ?? Infinity)) {
        current.bellsRung += 1;
        ringBell(audio.current);
        setAnnouncement(
          t("timer.bellAnnounce", { remaining: mmss(current.durationSeconds - done) }),
        );
      }
      if (done >= current.durationSeconds) {
        ringBell(audio.current, 3);
        releaseWakeLock(wakeLock);
        run.current = null;
        setPhase("idle");
        setAnnouncement(t("timer.finishedAnnounce"));
        onFinish({
          startedAt: current.startedAt.toISOString(),
          durationSeconds: current.durationSeconds,
        });
      }
    };
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [phase, bell, onFinish, t]);

  // The wake lock is dropped when the tab hides; take it again on return.
  useEffect(() => {
    if (phase !== "running") return;
    const again = () => {
      if (document.visibilityState === "visible")
        void keepScreenOn().then((l) => (wakeLock.current = l));
    };
    document.addEventListener("visibilitychange", again);
    return () => document.removeEventListener("visibilitychange", again);
  }, [phase]);

  useEffect(() => () => releaseWakeLock(wakeLock), []);

  function start() {
    if (onGated) {
      onGated();
      return;
    }
    if (!validMinutes) return;
    audio.current ??= openAudio();
    void audio.current?.resume?.().catch(() => undefined);
    const at = Date.now();
    run.current = {
      startedAt: new Date(at),
      durationSeconds: chosenMinutes * 60,
      doneMs: 0,
      resumedAt: at,
      bellsRung: 0,
    };
    setNow(at);
    setStoppedEarly(null);
    setPhase("running");
    setAnnouncement(t("timer.startedAnnounce", { minutes: chosenMinutes }));
    void keepScreenOn().then((l) => (wakeLock.current = l));
  }

  function pause() {
    const current = run.current;
    if (!current) return;
    const at = Date.now();
    current.doneMs = elapsedMs(current, at);
    current.resumedAt = null;
    setNow(at);
    setPhase("paused");
    releaseWakeLock(wakeLock);
  }

  function resume() {
    const current = run.current;
    if (!current) return;
    current.resumedAt = Date.now();
    setPhase("running");
    void keepScreenOn().then((l) => (wakeLock.current = l));
  }

  function stop() {
    const current = run.current;
    if (!current) return;
    const seconds = Math.floor(elapsedMs(current, Date.now()) / 1000);
    run.current = null;
    releaseWakeLock(wakeLock);
    setPhase("idle");
    setStoppedEarly(seconds >= 1 ? { seconds, startedAt: current.startedAt } : null);
  }

  const current = run.current;
  const remaining = current
    ? current.durationSeconds - elapsedMs(current, now) / 1000
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
        <span className="text-sm text-slate-600">
          {phase === "idle" ? t("timer.length") : t("timer.remaining")}
        </span>
        <span
          className="font-mono text-5xl font-semibold tabular-nums text-slate-900"
          role="timer"
          aria-label={t("timer.remaining")}
        >
          {validMinutes || phase !== "idle" ? mmss(remaining) : "–"}
        </span>
        {phase === "paused" ? (
          <span className="text-sm font-medium text-amber-800">{t("timer.paused")}</span>
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
                    name="minutes"
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
                  name="minutes"
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
              min={1}
              max={60}
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
              ...[1, 2, 5, 10, 15].map((m) => ({
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
      {stoppedEarly ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          <p className="flex-1">{t("timer.stoppedEarly", { time: mmss(stoppedEarly.seconds) })}</p>
          <Button
            size="sm"
            onClick={() => {
              onFinish({
                startedAt: stoppedEarly.startedAt.toISOString(),
                durationSeconds: stoppedEarly.seconds,
              });
              setStoppedEarly(null);
            }}
          >
            {t("timer.logIt")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setStoppedEarly(null)}>
            {t("timer.discard")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
