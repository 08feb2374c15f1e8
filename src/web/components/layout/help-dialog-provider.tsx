// Opens the "What's What?" help dialog from anywhere in the layout (top bar,
// drawer, footer). The dialog and Radix load on the first opening.
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';

const loadHelpDialog = () => import('./help-dialog.tsx');
const HelpDialog = lazy(() => loadHelpDialog().then((m) => ({ default: m.HelpDialog })));

interface HelpDialogControls {
  /** Focus goes back to `returnFocusTo` on close, by default to the focused element. */
  openHelp: (returnFocusTo?: HTMLElement | null) => void;
  /** Starts the download early, e.g. when a trigger is hovered. */
  preloadHelp: () => void;
}

const HelpDialogContext = createContext<HelpDialogControls>({ openHelp: () => {}, preloadHelp: () => {} });

export function useHelpDialog(): HelpDialogControls {
  return useContext(HelpDialogContext);
}

export function HelpDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // The dialog is opened by buttons Radix does not know about, so focus is
  // returned to the opener by hand when it closes.
  const openerRef = useRef<HTMLElement | null>(null);

  const openHelp = useCallback((returnFocusTo?: HTMLElement | null) => {
    openerRef.current = returnFocusTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setHasOpened(true);
    setIsOpen(true);
  }, []);
  const preloadHelp = useCallback(() => {
    loadHelpDialog().catch(() => {});
  }, []);
  const controls = useMemo(() => ({ openHelp, preloadHelp }), [openHelp, preloadHelp]);

  return (
    <HelpDialogContext.Provider value={controls}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <HelpDialog open={isOpen} onOpenChange={setIsOpen} returnFocusTo={openerRef} />
        </Suspense>
      ) : null}
    </HelpDialogContext.Provider>
  );
}
