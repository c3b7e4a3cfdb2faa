import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { tooltipPosition } from './tooltip-position.ts';
import { openingDelayMs, tooltipHidden, tooltipShown } from './tooltip-timing.ts';
import styles from './tooltip.module.css';

interface TooltipProps {
  /** What the bubble says: the control's accessible name, which sighted visitors would otherwise guess from the icon. */
  label: string;
  /** The icon-only control the tooltip is for. */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The name of an icon-only control in a bubble (WAI-ARIA tooltip pattern, Radix timing): it shows after the
 * pointer rests on the control (tooltip-timing.ts) or at once on keyboard focus, never on touch, and hides when
 * the pointer leaves, on blur, on Escape and when the control is used. The control already has this name, so
 * the bubble is hidden from assistive technologies. Nothing is rendered until it shows: the prerendered HTML
 * and the hydrated page are the same.
 */
export function Tooltip({ label, triggerRef }: TooltipProps) {
  const [shown, setShown] = useState(false);
  const bubbleRef = useRef<HTMLDivElement>(null);

  // Runs again each time the tooltip shows or hides, with the listeners that state needs.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const bubble = bubbleRef.current;
    if (!trigger) return undefined;
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    const listeners = new AbortController();
    const { signal } = listeners;
    const show = () => setShown(true);
    const hide = () => {
      clearTimeout(showTimer);
      setShown(false);
    };
    const hideUnlessMovingTo = (other: Element | null) => (event: PointerEvent) => {
      if (!other?.contains(event.relatedTarget as Node | null)) hide();
    };

    trigger.addEventListener(
      'pointerenter',
      (event) => {
        if (event.pointerType === 'touch') return;
        const delay = openingDelayMs();
        if (delay === 0) show();
        else showTimer = setTimeout(show, delay);
      },
      { signal },
    );
    trigger.addEventListener('pointerleave', hideUnlessMovingTo(bubble), { signal });
    // Keyboard focus only: a click focuses the control too, and is answered by hiding.
    trigger.addEventListener(
      'focus',
      () => {
        if (trigger.matches(':focus-visible')) show();
      },
      { signal },
    );
    trigger.addEventListener('blur', hide, { signal });
    trigger.addEventListener('click', hide, { signal });
    const stopListening = () => {
      clearTimeout(showTimer);
      listeners.abort();
    };
    if (!bubble) return stopListening;

    tooltipShown(setShown);
    const place = () => {
      const { top, left } = tooltipPosition(
        trigger.getBoundingClientRect(),
        bubble.getBoundingClientRect(),
        document.documentElement.clientWidth,
      );
      bubble.style.transform = `translate(${left}px, ${top}px)`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true, signal });
    bubble.addEventListener('pointerleave', hideUnlessMovingTo(trigger), { signal });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        // Marked as handled: this Escape closes the tooltip only, not the mobile menu around the control.
        event.preventDefault();
        hide();
      },
      { capture: true, signal },
    );
    return () => {
      stopListening();
      tooltipHidden(setShown);
    };
  }, [shown, label, triggerRef]);

  if (!shown) return null;
  return createPortal(
    <div ref={bubbleRef} className={styles.tooltip} aria-hidden="true" data-testid="tooltip">
      <span className={styles.bubble}>{label}</span>
    </div>,
    document.body,
  );
}
