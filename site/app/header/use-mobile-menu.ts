import { useCallback, useEffect, useRef, useState } from 'react';

/** Specification section 9: the mobile breakpoint; from this width up the menu is the desktop navigation. */
const desktopMediaQuery = '(min-width: 1024px)';

/**
 * Open/closed state of the mobile menu. It closes on Escape (focus goes back to the menu button), when the
 * window grows to the desktop layout, and when the caller closes it after a navigation. It traps nothing. An
 * Escape that closed a tooltip in the menu (marked as handled) leaves the menu open: one Escape, one layer.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const desktop = window.matchMedia(desktopMediaQuery);
    const onWidthChange = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWidthChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWidthChange);
    };
  }, [open]);

  return { open, toggle, close, buttonRef };
}
