// A dropdown whose Radix code loads on first use. Until the first click (or
// ArrowDown) a plain button with the same look stands in; hovering or focusing it
// starts the download, so the real menu usually opens at once.
import {
  type ComponentProps,
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type LazyExoticComponent,
  type ReactElement,
  Suspense,
  useState,
} from 'react';

export interface MenuComponentProps {
  /** The trigger button; the menu wraps it in its Radix trigger. */
  trigger: ReactElement<ComponentProps<'button'>>;
  defaultOpen: boolean;
}

export function DeferredMenu({
  menu: Menu,
  preload,
  trigger,
}: {
  menu: LazyExoticComponent<ComponentType<MenuComponentProps>>;
  preload: () => void;
  trigger: ReactElement<ComponentProps<'button'>>;
}) {
  const [isRequested, setIsRequested] = useState(false);
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsRequested(true);
    }
  };
  const standIn = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setIsRequested(true),
    onKeyDown: handleKeyDown,
  });
  if (!isRequested) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu trigger={trigger} defaultOpen />
    </Suspense>
  );
}
