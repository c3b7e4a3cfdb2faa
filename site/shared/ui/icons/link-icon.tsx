import { IconSvg, type IconProps } from './icon-svg.tsx';

/** Two chain links: any other link the owner names. */
export function LinkIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4L12 5.6" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2" />
    </IconSvg>
  );
}
