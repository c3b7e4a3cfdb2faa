import { useCallback } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useToast } from '../../shared/ui/toast/toast-provider.tsx';

/**
 * Writes text that is still loading: as a ClipboardItem of a promise where there is one, since Safari allows
 * the write only within the click, not after the text arrives; else once it has arrived.
 */
async function writeLoadingText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/**
 * Copies text (or text still loading) to the clipboard and tells the visitor with a toast. A failure (no
 * clipboard outside HTTPS, permission refused, the text not loaded) is only logged and reported with an error
 * toast; it resolves to false.
 */
export function useCopyWithToast(): (text: string | Promise<string>, successMessage: string) => Promise<boolean> {
  const { t } = useI18n();
  const toast = useToast();
  return useCallback(
    async (text, successMessage) => {
      try {
        if (!navigator.clipboard) throw new Error('The clipboard is not available on this page (it needs HTTPS).');
        await (typeof text === 'string' ? navigator.clipboard.writeText(text) : writeLoadingText(text));
      } catch (error) {
        console.error('Could not copy to the clipboard:', error);
        toast.show(t('publications.copyFailed'), 'error');
        return false;
      }
      toast.show(successMessage, 'success');
      return true;
    },
    [t, toast],
  );
}
