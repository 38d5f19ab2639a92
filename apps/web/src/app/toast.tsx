import { GENERAL_TOAST_MS } from "@vitalog/domain";
import clsx from "clsx";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "../components/Icon/icons.tsx";

export type ToastVariant = "success" | "error" | "info";

export interface ToastOptions {
  message: string;
  variant?: ToastVariant;
  /** How long the toast stays; defaults to the general 4 s. */
  durationMs?: number;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
}

interface ToastApi {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `const { toast } = useToast(); toast({ message, variant: "success" })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const item: ToastItem = {
      id,
      message: options.message,
      variant: options.variant ?? "info",
      durationMs: options.durationMs ?? GENERAL_TOAST_MS,
    };
    // Keep the region short: at most three toasts, newest last.
    setItems((list) => [...list.filter((t) => t.message !== item.message), item].slice(-3));
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion items={items} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({
  items,
  onDismiss,
}: {
  items: ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <section
      aria-label={t("toast.region")}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-center gap-2 px-4 pt-[max(1rem,env(safe-area-inset-top))]"
    >
      <ol
        aria-live="polite"
        aria-relevant="additions text"
        className="flex w-full max-w-md flex-col gap-2"
      >
        {items.map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

const variantStyles: Record<
  ToastVariant,
  { box: string; icon: typeof InfoIcon; iconClass: string }
> = {
  success: { box: "border-emerald-200", icon: CheckCircleIcon, iconClass: "text-emerald-700" },
  error: { box: "border-red-200", icon: AlertIcon, iconClass: "text-red-700" },
  info: { box: "border-slate-200", icon: InfoIcon, iconClass: "text-brand-700" },
};

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation("common");
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs, onDismiss]);
  const style = variantStyles[item.variant];
  const Icon = style.icon;
  return (
    <li className="pointer-events-auto">
      <div
        role={item.variant === "error" ? "alert" : undefined}
        className={clsx(
          "flex animate-toast-in items-center gap-3 rounded-xl border bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-lg",
          style.box,
        )}
      >
        <Icon className={clsx("size-5 shrink-0", style.iconClass)} />
        <span className="flex-1">{item.message}</span>
        <button
          type="button"
          onClick={() => onDismiss(item.id)}
          aria-label={t("dismiss")}
          className="-mr-1 inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </li>
  );
}
