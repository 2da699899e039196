import { promptText } from '../game/describe';
import type { Hint } from '../game/hint';
import type { SeatLook } from '../scene/model';
import { cssHex } from '../scene/palette';
import { isolate, useTranslation } from '../i18n';
import { PromptAnswers } from './PromptAnswers';
import { PromptFooter } from './PromptFooter';
import type { PromptProps } from './promptProps';

/** Whose turn it is, what is asked (the engine's prompt, in plain words), and the ways to answer. */
export function PromptPanel(props: PromptProps): React.JSX.Element {
  const { snapshot, selection, humanToAct } = props;
  const { pending } = snapshot;
  return (
    <section
      className="prompt-panel"
      data-testid="prompt"
      // Focusable by the table (not by Tab): with a die or a tile in hand the keys answer it from here.
      tabIndex={-1}
      data-pending-kind={pending?.kind ?? 'none'}
      data-human={String(humanToAct)}
      data-settled={String(snapshot.awaitingInput)}
      data-selection={selection.kind}
      aria-live="polite"
    >
      <PromptHeader {...props} />
      {props.hint && <HintBox hint={props.hint} />}
      {humanToAct && pending && <PromptAnswers {...props} pending={pending} />}
      <PromptMessages {...props} />
      <PromptFooter {...props} />
    </section>
  );
}

/** The deciding seat's colour, whose turn and round it is, and what is asked. */
function PromptHeader({ snapshot, seats, humanToAct }: PromptProps): React.JSX.Element {
  const { t } = useTranslation();
  const { state, pending } = snapshot;
  const look = seats[pending?.seat ?? state.current];
  const heading =
    state.phase === 'over'
      ? t('prompt.over')
      : t(state.phase === 'draft' ? 'prompt.headingSetup' : 'prompt.heading', {
          name: isolate(look?.name ?? ''),
          round: state.round,
        });
  return (
    <header>
      <span className="seat-chip" style={{ background: cssHex(look?.colour ?? 0xffffff) }} />
      <strong data-testid="turn-heading">{heading}</strong>
      <span className="prompt-text" data-testid="prompt-text">
        <PromptLine snapshot={snapshot} look={look} humanToAct={humanToAct} />
      </span>
    </header>
  );
}

/** What is asked: the engine's prompt to a person; to a bot, that it is thinking (or playing a person's turn). */
function PromptLine({
  snapshot,
  look,
  humanToAct,
}: Pick<PromptProps, 'snapshot' | 'humanToAct'> & { readonly look: SeatLook | undefined }): string {
  const { t } = useTranslation();
  const { pending } = snapshot;
  if (snapshot.readOnly) return t('app.readOnlyGame');
  if (!pending) return '';
  if (humanToAct) return promptText(pending.prompt);
  const prompt = t(`engine.pending.${pending.kind}`);
  return snapshot.autoplaying
    ? t('prompt.autoplaying', { name: look ? isolate(look.name) : t('prompt.autoplayingNobody'), prompt })
    : t('prompt.botThinking', { name: look ? isolate(look.name) : t('prompt.botThinkingNobody'), prompt });
}

/** The hint asked for: what to do, and why. */
function HintBox({ hint }: { readonly hint: Hint }): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <div className="hint-box" data-testid="hint" role="status" data-action-json={JSON.stringify(hint.action)}>
      <strong>{hint.label ?? t('prompt.hint')}</strong> <span data-testid="hint-text">{hint.text}</span>.{' '}
      <span className="hint-reason" data-testid="hint-reason">
        {hint.reason}
      </span>
    </div>
  );
}

/** Why the last try was refused, the game's own error, and a save that failed. */
function PromptMessages({ snapshot, message }: PromptProps): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {message && (
        <div className="prompt-message" role="alert" data-testid="prompt-message">
          {message}
        </div>
      )}
      {snapshot.lastError && (
        <div className="prompt-message" role="alert" data-testid="rule-error">
          {snapshot.lastError}
        </div>
      )}
      {snapshot.saveError && (
        <div className="prompt-message" role="alert" data-testid="save-error">
          {t('prompt.saveError', { error: snapshot.saveError })}
        </div>
      )}
    </>
  );
}
