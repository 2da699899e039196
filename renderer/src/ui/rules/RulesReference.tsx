import { useEffect, useRef, useState } from 'react';
import { RULES_SECTIONS, type RulesSectionId } from './sections';
import { useTranslation } from '../../i18n';
import './rules.css';

/**
 * The in-app rules reference: the rules in short, with the table's own icons and the edition's component data. A
 * vertical tab list (arrow keys, Home, End) picks a section; the section scrolls on its own; Escape goes back.
 */
export function RulesReference({ onBack, backLabel }: { onBack: () => void; backLabel?: string }): React.JSX.Element {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<RulesSectionId>(RULES_SECTIONS[0].id);
  const tabs = useRef(new Map<RulesSectionId, HTMLButtonElement>());
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onBack();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onBack]);

  // Opening the reference puts the keyboard on its tab list.
  useEffect(() => {
    tabs.current.get(RULES_SECTIONS[0].id)?.focus();
  }, []);

  const show = (id: RulesSectionId, focusTab: boolean): void => {
    setCurrent(id);
    panel.current?.scrollTo?.({ top: 0 });
    if (focusTab) tabs.current.get(id)?.focus();
  };

  const onTabKey = (event: React.KeyboardEvent, index: number): void => {
    const last = RULES_SECTIONS.length - 1;
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const section = RULES_SECTIONS[(target + RULES_SECTIONS.length) % RULES_SECTIONS.length];
    if (section) show(section.id, true);
  };

  const section = RULES_SECTIONS.find((s) => s.id === current) ?? RULES_SECTIONS[0];
  const Body = section.Body;
  return (
    <main className="rules-reference" data-testid="rules">
      <header className="rules-header">
        <h2>{t('rules.title')}</h2>
        <span className="rules-keys">{t('rules.keys')}</span>
        <button type="button" data-testid="rules-back" onClick={onBack}>
          {backLabel ?? t('common.back')}
        </button>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the section list is the page's navigation, made a tablist for arrow-key moves */}
      <nav className="rules-tabs" role="tablist" aria-orientation="vertical" aria-label={t('rules.sections')}>
        {RULES_SECTIONS.map((s, i) => (
          <button
            key={s.id}
            ref={(element) => {
              if (element) tabs.current.set(s.id, element);
              else tabs.current.delete(s.id);
            }}
            type="button"
            role="tab"
            id={`rules-tab-${s.id}`}
            data-testid={`rules-tab-${s.id}`}
            aria-selected={s.id === current}
            aria-controls="rules-panel"
            tabIndex={s.id === current ? 0 : -1}
            onClick={() => show(s.id, false)}
            onKeyDown={(event) => onTabKey(event, i)}
          >
            {t(`rules.section.${s.id}`)}
          </button>
        ))}
      </nav>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable, as the WAI-ARIA tabs pattern asks, so it can be scrolled from the keyboard */}
      <section
        ref={panel}
        className="rules-panel"
        id="rules-panel"
        role="tabpanel"
        tabIndex={0}
        aria-labelledby={`rules-tab-${section.id}`}
        data-testid={`rules-panel-${section.id}`}
      >
        <h3>{t(`rules.section.${section.id}`)}</h3>
        <Body />
      </section>
    </main>
  );
}
