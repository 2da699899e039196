import { useTranslation } from '../i18n';

/** Who plays a seat: a person, or a bot of one of the four levels. */
const SEAT_KINDS = ['human', 'easy', 'medium', 'hard', 'expert'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

const KIND_NAMES = {
  human: 'newGame.kindHuman',
  easy: 'newGame.kindEasy',
  medium: 'newGame.kindMedium',
  hard: 'newGame.kindHard',
  expert: 'newGame.kindExpert',
} as const satisfies Readonly<Record<SeatKind, string>>;

/** The options of a seat's "who plays it" select, in the language shown. */
export function SeatKindOptions(): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      {SEAT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(KIND_NAMES[kind])}
        </option>
      ))}
    </>
  );
}
