import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of the header's More menu. It closes on Escape (focus goes back to its button), on a pointer
 * down outside it, when focus leaves it (Tab past its last link), and when a link in it is followed. An Escape
 * another layer handled first (a tooltip) leaves it open.
 */
export function useMoreMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const close = useCallback(() => setOpen(false), []);
  const closeWhenFocusLeaves = useCallback((event: { relatedTarget: EventTarget | null }) => {
    if (event.relatedTarget instanceof Node && containerRef.current?.contains(event.relatedTarget)) return;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return { open, toggle, close, closeWhenFocusLeaves, buttonRef, containerRef };
}
