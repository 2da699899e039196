import type { Medal } from '../../game/engine';
import type { ChallengeStanding } from '../../game/campaign';
import { useTranslation } from '../../i18n';
import { challengeTitle, medalName } from '../../game/names';

/** Map size in SVG units; the map scales to its box. */
const WIDTH = 800;
const HEIGHT = 600;

/**
 * Where each challenge lies, from the harbour at the fjord's inner end (challenge 1, gentle) out past the skerries to
 * the open sea (challenge 12, hard): the campaign is the way out of the fjord.
 */
const STOPS: readonly (readonly [number, number])[] = [
  [690, 96],
  [590, 130],
  [500, 104],
  [404, 150],
  [318, 206],
  [262, 282],
  [334, 348],
  [448, 372],
  [520, 440],
  [432, 498],
  [300, 512],
  [150, 540],
];

/** Medal colours, in the table's palette (ochre for bronze, roof yellow for gold, ice for the fjord master). */
export const MEDAL_COLOURS: Readonly<Record<Medal, string>> = {
  bronze: '#b5853d',
  silver: '#c9d3db',
  gold: '#e2b33c',
  fjordMaster: '#9fe3f5',
};

/** A smooth line through the stops (Catmull–Rom turned into cubic Béziers): the fjord's course. */
function course(points: readonly (readonly [number, number])[]): string {
  const at = (i: number): readonly [number, number] =>
    points[Math.max(0, Math.min(points.length - 1, i))] as readonly [number, number];
  let d = `M ${at(0)[0]} ${at(0)[1]}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C ${c1[0]} ${c1[1]}, ${c2[0]} ${c2[1]}, ${p2[0]} ${p2[1]}`;
  }
  return d;
}

/** The fjord runs on past the last stop into the open sea at the map's edge. */
const FJORD_COURSE = course([[770, 70], ...STOPS, [20, 580]]);

function starPoints(cx: number, cy: number, outer: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

function Mountains(): React.JSX.Element {
  return (
    <g aria-hidden="true">
      <polygon points="0,0 0,300 60,210 120,260 190,150 250,200 300,90 360,120 420,40 470,70 520,0" fill="#2c343c" />
      <polygon points="120,0 190,80 240,40 300,70 350,10 380,0" fill="#4a5560" />
      <polygon
        points="800,160 740,210 700,190 640,260 600,230 560,300 620,330 700,300 760,340 800,320"
        fill="#2c343c"
      />
      <polygon points="800,360 720,400 660,380 610,470 660,520 740,470 800,500" fill="#4a5560" />
      <polygon points="0,380 70,360 130,400 180,380 200,440 120,470 40,450 0,470" fill="#45603a" />
      <polygon points="360,240 400,220 440,250 470,240 500,290 450,310 400,300" fill="#5f7f4a" />
      <polygon points="560,180 600,170 640,200 610,220" fill="#5f7f4a" />
    </g>
  );
}

/** The harbour at the fjord's inner end: a few houses with yellow and red roofs on a boardwalk. */
function Harbour(): React.JSX.Element {
  return (
    <g aria-hidden="true" transform="translate(718 24)">
      <rect x="-6" y="44" width="80" height="7" fill="#b5853d" />
      {[
        [0, '#e2b33c'],
        [24, '#b23a2e'],
        [48, '#e2b33c'],
      ].map(([x, roof]) => (
        <g key={x} transform={`translate(${x} 14)`}>
          <rect x="2" y="12" width="18" height="18" fill="#d9cdb8" />
          <polygon points="0,13 11,2 22,13" fill={roof as string} />
        </g>
      ))}
    </g>
  );
}

/** The fjord's water along its course: the deep edge, the channel, and the dotted sailing line. */
function FjordWater(): React.JSX.Element {
  return (
    <>
      <path
        d={FJORD_COURSE}
        fill="none"
        stroke="#0f2a3f"
        strokeWidth="86"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={FJORD_COURSE}
        fill="none"
        stroke="#1f4e6b"
        strokeWidth="70"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={FJORD_COURSE}
        fill="none"
        stroke="#2f6f8f"
        strokeWidth="3"
        strokeDasharray="2 14"
        strokeLinecap="round"
        opacity="0.9"
      />
    </>
  );
}

/** A stop read out: its number and title, whether it is locked, and its best medal, star and score. */
function useStopLabel(standing: ChallengeStanding): string {
  const { t } = useTranslation();
  return t('fjordMap.stop', {
    number: standing.index + 1,
    title: challengeTitle(standing.challenge),
    locked: standing.unlocked ? '' : t('fjordMap.locked'),
    medal: standing.bestMedal
      ? t('fjordMap.bestMedal', { medal: medalName(standing.bestMedal) })
      : t('fjordMap.noMedal'),
    star: standing.star ? t('fjordMap.star') : '',
    score: standing.bestScore !== null ? t('fjordMap.bestScore', { score: standing.bestScore }) : '',
  });
}

/** What a stop shows: its number (a padlock while locked) on its best medal's colour, its star and its best score. */
function StopMarks({ standing }: { readonly standing: ChallengeStanding }): React.JSX.Element {
  const number = standing.index + 1;
  const unlockedFill = standing.unlocked ? '#e8f1f5' : '#4a5560';
  const fill = standing.bestMedal ? MEDAL_COLOURS[standing.bestMedal] : unlockedFill;
  return (
    <>
      <circle r="22" fill={fill} stroke={standing.unlocked ? '#0b1e2d' : '#2c343c'} strokeWidth="3" />
      {standing.unlocked ? (
        <text className="stop-number" y="7">
          {number}
        </text>
      ) : (
        <g aria-hidden="true" fill="#c9d3db">
          <rect x="-8" y="-3" width="16" height="12" rx="2" />
          <path d="M -5 -3 v -4 a 5 5 0 0 1 10 0 v 4" fill="none" stroke="#c9d3db" strokeWidth="2.5" />
        </g>
      )}
      {standing.star && (
        <polygon
          points={starPoints(19, -19, 10)}
          fill="#e2b33c"
          stroke="#0b1e2d"
          strokeWidth="1.5"
          data-testid={`challenge-${number}-star`}
        />
      )}
      {standing.bestScore !== null && (
        <text className="stop-score" y="40">
          {standing.bestScore}
        </text>
      )}
    </>
  );
}

/** One challenge's stop on the fjord, chosen by a click, Enter or Space. */
function MapStop({
  standing,
  selected,
  onSelect,
}: {
  readonly standing: ChallengeStanding;
  readonly selected: boolean;
  readonly onSelect: (index: number) => void;
}): React.JSX.Element {
  const [x, y] = STOPS[standing.index] as readonly [number, number];
  return (
    <g
      className={`stop${standing.unlocked ? '' : ' locked'}${selected ? ' selected' : ''}`}
      transform={`translate(${x} ${y})`}
      role="button"
      tabIndex={0}
      aria-label={useStopLabel(standing)}
      aria-pressed={selected}
      data-testid={`challenge-${standing.index + 1}`}
      data-locked={String(!standing.unlocked)}
      data-medal={standing.bestMedal ?? 'none'}
      data-star={String(standing.star)}
      onClick={() => onSelect(standing.index)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(standing.index);
        }
      }}
    >
      {selected && <circle r="30" fill="none" stroke="#ffe27a" strokeWidth="4" />}
      <StopMarks standing={standing} />
    </g>
  );
}

export function FjordMap({
  standings,
  selected,
  onSelect,
}: {
  readonly standings: readonly ChallengeStanding[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
}): React.JSX.Element {
  const { t } = useTranslation();
  return (
    <svg
      className="fjord-map"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={t('fjordMap.label')}
      data-testid="fjord-map"
    >
      <rect width={WIDTH} height={HEIGHT} fill="#1b2d38" />
      <Mountains />
      <FjordWater />
      <Harbour />
      <text x="60" y="590" className="map-label">
        {t('fjordMap.openSea')}
      </text>
      {standings.map((standing) => (
        <MapStop
          key={standing.challenge.id}
          standing={standing}
          selected={selected === standing.index}
          onSelect={onSelect}
        />
      ))}
    </svg>
  );
}
