import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Frame shared by the line icons: 24-unit grid, sized by the font (1em), coloured by currentColor, decorative. */
export function IconSvg(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}
