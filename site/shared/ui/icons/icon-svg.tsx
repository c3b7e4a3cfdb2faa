import type { SVGProps } from 'react';
import styles from './icon-svg.module.css';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * Frame shared by the line icons: 24-unit grid, sized by the font (1em), coloured by currentColor (the
 * stylesheet beside it), decorative.
 */
export function IconSvg({ className, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      {...props}
    />
  );
}
