import { useState } from 'react';
import { useTranslation } from '../i18n';

/**
 * "Why?" under a bot's line of the game log: opens the bot's reason for that move, worked out when first opened
 * (asking the bot again costs a search, so the log does not do it for every line it shows).
 */
export function LogWhy({ explain }: { readonly explain: () => string | null }): React.JSX.Element | null {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<{ readonly language: string; readonly text: string | null } | null>(null);
  const toggle = (): void => {
    if (!open && reason?.language !== i18n.language) setReason({ language: i18n.language, text: explain() });
    setOpen(!open);
  };
  return (
    <>
      <button type="button" className="log-why" data-testid="log-why" aria-expanded={open} onClick={toggle}>{t('log.why')}</button>
      {open && reason?.text && <div className="log-reason" data-testid="log-reason">{reason.text}</div>}
    </>
  );
}
