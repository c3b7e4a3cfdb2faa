import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { onSectionLinkClick } from './scroll-to-section.ts';

type SectionLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { sectionId: string };

/** A real link to a section of the page (works without JavaScript), enhanced with motion-aware smooth scroll. */
export function SectionLink({ sectionId, onClick, ...anchorProps }: SectionLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onSectionLinkClick(event, sectionId);
  };
  return <a {...anchorProps} href={`#${sectionId}`} onClick={handleClick} />;
}
