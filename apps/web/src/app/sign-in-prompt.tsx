import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";

const SignInPromptDialog = lazy(() => import("./SignInPromptDialog.tsx"));

interface SignInPromptApi {
  /** Opens the modal; `feature` names what the visitor tried to use ("Add weight"). */
  open: (feature?: string) => void;
}

const SignInPromptContext = createContext<SignInPromptApi | null>(null);

export function useSignInPrompt(): SignInPromptApi {
  const api = useContext(SignInPromptContext);
  if (!api) throw new Error("useSignInPrompt must be used inside <SignInPromptProvider>");
  return api;
}

export function SignInPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; feature?: string | undefined }>({
    open: false,
  });
  const [everOpened, setEverOpened] = useState(false);

  const open = useCallback((feature?: string) => {
    setEverOpened(true);
    setState({ open: true, feature });
  }, []);
  const api = useMemo(() => ({ open }), [open]);

  return (
    <SignInPromptContext.Provider value={api}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <SignInPromptDialog
            open={state.open}
            feature={state.feature}
            onOpenChange={(next) => setState((s) => ({ ...s, open: next }))}
          />
        </Suspense>
      ) : null}
    </SignInPromptContext.Provider>
  );
}
