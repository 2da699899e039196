import { useState } from 'react';
import { useTranslation } from '../i18n';

/**
 * "Why?" under a bot's line of the game log: opens the bot's reason for that move, worked out when first opened
 * (asking the bot again costs a search, so the log does not do it for every line it shows). The game's authority asks
 * it, beside the position the bot saw; the answer arrives a moment later.
 */
export function LogWhy({ explain }: { readonly explain: () => Promise<string | null> }): React.JSX.Element | null {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<{ readonly language: string; readonly text: string | null } | null>(null);
  const toggle = (): void => {
    if (!open && reason?.language !== i18n.language) {
      const language = i18n.language;
      void explain().then((text) => setReason({ language, text }));
    }
    setOpen(!open);
  };
  return (
    <>
      <button type="button" className="log-why" data-testid="log-why" aria-expanded={open} onClick={toggle}>
        {t('log.why')}
      </button>
      {open && reason?.text && (
        <div className="log-reason" data-testid="log-reason">
          {reason.text}
        </div>
      )}
    </>
  );
}
