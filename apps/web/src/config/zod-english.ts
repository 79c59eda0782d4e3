import * as z from 'zod/mini';

/**
 * zod/mini's own English messages (decision 120) for a value failing a rule without a message of ours. Fetched when
 * the visitor first focuses anything (decision 241): a visitor who only reads the page never downloads
 * them, and one who fills a form has them long before submitting. Until they arrive such a value reads "Invalid
 * input".
 */
export function loadZodEnglishOnFirstField(): () => void {
  const onFocus = () => {
    document.removeEventListener('focusin', onFocus);
    void import('zod/v4/locales/en.js')
      .then(({ default: english }) => z.config(english()))
      .catch(() => document.addEventListener('focusin', onFocus));
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}
