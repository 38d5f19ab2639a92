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
import { messageText } from "../lib/messages.ts";
import { getWaitingWrites } from "../platform/offline-writes.ts";

export type ToastVariant = "success" | "error" | "info";

export interface ToastOptions {
  message: string;
  variant?: ToastVariant;
  /** How long the toast stays; defaults to the general 4 s. */
  durationMs?: number;
  /**
   * Toasts of one kind replace each other, so an action never stacks them. By default
   * successes and notes share one kind and errors have their own.
   */
  kind?: string;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
}

const defaultKind = (variant: ToastVariant) => (variant === "error" ? "error" : "status");

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
  const { t } = useTranslation("common");
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      const variant = options.variant ?? "info";
      // A page's "saved" after a write held on the device says where the entry is.
      const heldOnDevice =
        variant === "success" && options.kind === undefined && getWaitingWrites()?.takeJustQueued();
      const item: ToastItem = {
        id,
        message: heldOnDevice ? t("network.savedOnDevice") : options.message,
        variant,
        durationMs: options.durationMs ?? GENERAL_TOAST_MS,
        kind: options.kind ?? defaultKind(variant),
      };
      // One toast per kind: a new one replaces the one before (same message or not).
      setItems((list) => [
        ...list.filter((t) => t.kind !== item.kind && t.message !== item.message),
        item,
      ]);
      return id;
    },
    [t],
  );

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
  // Never over navigation: on a phone just above the bottom navigation bar (clear of the top
  // header); from 768 px at the top centre of the content, right of the 16rem sidebar.
  return (
    <section
      aria-label={t("toast.region")}
      className={clsx(
        "pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center px-4",
        "bottom-[calc(5.25rem+env(safe-area-inset-bottom))]",
        "md:top-0 md:bottom-auto md:left-64 md:pt-[max(1.25rem,env(safe-area-inset-top))]",
      )}
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
        data-toast={item.variant}
        className={clsx(
          "flex animate-toast-in items-center gap-3 rounded-xl border bg-white px-4 py-3 text-sm font-medium text-slate-900 shadow-lg ring-1 ring-slate-900/5",
          style.box,
        )}
      >
        <Icon className={clsx("size-5 shrink-0", style.iconClass)} />
        <span className="flex-1">{messageText(t, item.message)}</span>
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
