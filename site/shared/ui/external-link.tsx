import type { ReactNode, Ref } from 'react';
import { useI18n } from '../i18n/i18n-context.tsx';

/** A link that opens in a new tab and says so to screen-reader users. */
export function ExternalLink({
  href,
  className,
  children,
  ref,
  onClick,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  onClick?: () => void;
}) {
  const { t } = useI18n();
  return (
    <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
      <span className="visually-hidden">{` ${t('common.opensInNewTab')}`}</span>
    </a>
  );
}
