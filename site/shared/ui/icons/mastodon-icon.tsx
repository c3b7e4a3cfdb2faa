import { IconSvg, type IconProps } from './icon-svg.tsx';

/** A speech bubble with an m: the Mastodon profile. */
export function MastodonIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20.5 8.5c0-3.5-2.5-5-5-5h-7c-2.5 0-5 1.5-5 5v4c0 5.5 3.5 8 9 8 1.5 0 3-.3 4-.8v-1.9c-1 .4-2.4.7-4 .7-2 0-3-.7-3.3-2 1.5.3 3 .5 4.3.5 4 0 7-1.5 7-5Z" />
      <path d="M8 13V9.5a1.75 1.75 0 0 1 3.5 0V12M11.5 12V9.5a1.75 1.75 0 0 1 3.5 0V13" />
    </IconSvg>
  );
}
