import { useCallback, useEffect, useRef, useState } from "react";

// The browser's speech APIs are optional: the controls using them are hidden where they are
// missing (Firefox has no SpeechRecognition, some webviews neither).

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Dictation into a text field through SpeechRecognition; `supported` is false without it. */
export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const Constructor = recognitionConstructor();

  useEffect(() => () => recognition.current?.stop(), []);

  const start = useCallback(() => {
    if (!Constructor) return;
    const r = new Constructor();
    r.lang = document.documentElement.lang || "en-US";
    r.interimResults = false;
    r.continuous = false;
    r.onresult = (event) => {
      const text = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (text) onText(text);
    };
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  }, [Constructor, onText]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  return { supported: Constructor !== undefined, listening, start, stop };
}

/** Reading a reply aloud through speechSynthesis; `supported` is false without it. */
export function useReadAloud() {
  const supported = typeof window !== "undefined" && "speechSynthesis" in window;
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  useEffect(() => () => (supported ? window.speechSynthesis.cancel() : undefined), [supported]);

  const toggle = useCallback(
    (id: string, text: string) => {
      if (!supported) return;
      window.speechSynthesis.cancel();
      if (speakingId === id) {
        setSpeakingId(null);
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.onend = () => setSpeakingId((current) => (current === id ? null : current));
      setSpeakingId(id);
      window.speechSynthesis.speak(utterance);
    },
    [supported, speakingId],
  );

  return { supported, speakingId, toggle };
}
