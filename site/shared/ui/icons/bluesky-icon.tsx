import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A butterfly outline: the Bluesky profile. */
export function BlueskyIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 11c-1.5-3-5.5-7-8-7-1 0-1.5 1-1.5 2.5S3 12 6 12.5c-2.5.5-3 2.5-1.5 4S8 19 12 14c4 5 6 4 7.5 2.5s1-3.5-1.5-4c3-.5 3.5-4.5 3.5-6S21 4 20 4c-2.5 0-6.5 4-8 7Z" />
    </IconSvg>
  );
}
