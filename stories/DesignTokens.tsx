import type { CSSProperties, ReactNode } from 'react';
import { tokens } from '../src/components/theme';

/*
 * Building blocks for stories/DesignTokens.mdx. They read the live token object, so the page
 * cannot drift from the theme; contrast ratios are computed here with the WCAG 2.x formula.
 */

const { color, space, font, radius, shadow, focusRing, zIndex, motion, layout } = tokens;
type ColourName = keyof typeof color;

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour; null for anything else (rgba backdrops). */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(foreground: string, background: string): number | null {
  const a = luminance(foreground);
  const b = luminance(background);
  if (a === null || b === null) return null;
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

const mono: CSSProperties = { fontFamily: font.mono, fontSize: font.size.xs };
const muted: CSSProperties = { color: color.textMuted, fontSize: font.size.sm };
const grid = (min: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
  gap: space[4],
});
const card: CSSProperties = {
  border: `1px solid ${color.divider}`,
  borderRadius: radius.lg,
  background: color.surface,
  overflow: 'hidden',
};

/** The page frame: token fonts and colours, independent of the docs theme. */
export function TokenSection({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        fontFamily: font.family,
        color: color.text,
        lineHeight: font.lineHeight.normal,
        margin: `${space[4]} 0 ${space[6]}`,
      }}
    >
      {children}
    </div>
  );
}

function Badge({ ratio, needs }: { ratio: number; needs: number }) {
  const pass = ratio >= needs;
  return (
    <span
      style={{
        display: 'inline-block',
        padding: `0 ${space[2]}`,
        borderRadius: radius.pill,
        fontSize: font.size.xs,
        fontWeight: font.weight.bold,
        background: pass ? color.successSubtle : color.dangerSubtle,
        color: pass ? color.success : color.danger,
      }}
    >
      {pass ? 'Pass' : 'Fail'} {needs}:1
    </span>
  );
}

const fmt = (ratio: number | null) => (ratio === null ? '—' : `${ratio.toFixed(2)}:1`);

/** Every colour token as a swatch, with its contrast against white and against the canvas. */
export function ColourSwatches() {
  return (
    <div style={grid(180)}>
      {(Object.keys(color) as ColourName[]).map((name) => {
        const value = color[name];
        const onWhite = contrastRatio(value, color.surface);
        const onCanvas = contrastRatio(value, color.canvas);
        return (
          <figure key={name} style={{ ...card, margin: 0 }}>
            <div
              style={{
                height: 64,
                background: value,
                borderBottom: `1px solid ${color.divider}`,
                // Transparent swatches (the backdrop) show over a checkerboard.
                backgroundImage: value.startsWith('rgba')
                  ? `linear-gradient(${value}, ${value}), repeating-conic-gradient(#ddd 0 25%, #fff 0 50%)`
                  : undefined,
                backgroundSize: value.startsWith('rgba') ? 'auto, 16px 16px' : undefined,
              }}
            />
            <figcaption style={{ padding: space[3] }}>
              <div
                style={{
                  fontWeight: font.weight.semibold,
                  fontSize: font.size.sm,
                  overflowWrap: 'anywhere',
                }}
              >
                {name}
              </div>
              <div style={mono}>{value}</div>
              <dl
                style={{
                  ...muted,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: `0 ${space[2]}`,
                  margin: `${space[1]} 0 0`,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                <dt>on white</dt>
                <dd style={{ margin: 0 }}>{fmt(onWhite)}</dd>
                <dt>on canvas</dt>
                <dd style={{ margin: 0 }}>{fmt(onCanvas)}</dd>
              </dl>
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}

interface Pair {
  use: string;
  fg: ColourName;
  bg: ColourName;
  /** 4.5 for body text, 3 for large text and UI boundaries (WCAG 1.4.3 / 1.4.11). */
  needs: 4.5 | 3;
}

const pairs: Pair[] = [
  { use: 'Body text', fg: 'text', bg: 'surface', needs: 4.5 },
  { use: 'Body text on the page canvas', fg: 'text', bg: 'canvas', needs: 4.5 },
  { use: 'Hints, placeholders', fg: 'textMuted', bg: 'surface', needs: 4.5 },
  { use: 'Hints on the canvas', fg: 'textMuted', bg: 'canvas', needs: 4.5 },
  { use: 'Primary button label', fg: 'textInverse', bg: 'primary', needs: 4.5 },
  { use: 'Secondary button hover', fg: 'primary', bg: 'primarySubtle', needs: 4.5 },
  { use: 'Links', fg: 'primary', bg: 'surface', needs: 4.5 },
  { use: 'Danger button label', fg: 'textInverse', bg: 'danger', needs: 4.5 },
  { use: 'Field error text', fg: 'danger', bg: 'surface', needs: 4.5 },
  { use: 'Error on its tint', fg: 'danger', bg: 'dangerSubtle', needs: 4.5 },
  { use: 'Success text on its tint', fg: 'success', bg: 'successSubtle', needs: 4.5 },
  { use: 'Warning note / error toast', fg: 'warning', bg: 'warningSubtle', needs: 4.5 },
  { use: 'Header text', fg: 'headerText', bg: 'header', needs: 4.5 },
  { use: 'Input border (UI boundary)', fg: 'border', bg: 'surface', needs: 3 },
  { use: 'Focus ring on white', fg: 'focus', bg: 'surface', needs: 3 },
  { use: 'Focus ring on the canvas', fg: 'focus', bg: 'canvas', needs: 3 },
  { use: 'Focus ring on the header (white halo)', fg: 'focusHalo', bg: 'header', needs: 3 },
];

const cell: CSSProperties = {
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${color.divider}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};

/** The colour pairs the components actually use, with the AA threshold each must meet. */
export function ContrastTable() {
  return (
    <div style={{ ...card, overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm }}>
        <thead style={{ background: color.subtle }}>
          <tr>
            {['Sample', 'Used for', 'Foreground / background', 'Ratio', 'WCAG AA'].map((h) => (
              <th key={h} scope="col" style={{ ...cell, fontWeight: font.weight.semibold }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pairs.map(({ use, fg, bg, needs }) => {
            const ratio = contrastRatio(color[fg], color[bg]) ?? 0;
            return (
              <tr key={use}>
                <td style={cell}>
                  <span
                    style={{
                      display: 'inline-block',
                      minWidth: 56,
                      padding: `${space[1]} ${space[2]}`,
                      borderRadius: radius.sm,
                      background: color[bg],
                      color: color[fg],
                      border: needs === 3 ? `2px solid ${color[fg]}` : `1px solid ${color.divider}`,
                      fontWeight: font.weight.semibold,
                      textAlign: 'center',
                    }}
                  >
                    Aa
                  </span>
                </td>
                <td style={cell}>{use}</td>
                <td style={{ ...cell, ...mono }}>
                  {fg} / {bg}
                </td>
                <td style={{ ...cell, fontVariantNumeric: 'tabular-nums' }}>{fmt(ratio)}</td>
                <td style={cell}>
                  <Badge ratio={ratio} needs={needs} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function SpacingScale() {
  return (
    <div style={{ display: 'grid', gap: space[2] }}>
      {Object.entries(space).map(([name, value]) => (
        <div
          key={name}
          style={{ display: 'grid', gridTemplateColumns: '96px 64px 1fr', alignItems: 'center' }}
        >
          <code style={mono}>space[{name}]</code>
          <span style={muted}>{value}</span>
          <span
            style={{
              width: value,
              height: 16,
              borderRadius: radius.sm,
              background: color.primary,
            }}
          />
        </div>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <div style={{ ...card, padding: space[4], display: 'grid', gap: space[3] }}>
      {Object.entries(font.size)
        .reverse()
        .map(([name, value]) => (
          <div
            key={name}
            style={{ display: 'grid', gridTemplateColumns: '220px 1fr', alignItems: 'baseline' }}
          >
            <span style={muted}>
              <code style={mono}>font.size.{name}</code> · {value} ({parseFloat(value) * 16}px)
            </span>
            <span style={{ fontSize: value, lineHeight: font.lineHeight.tight }}>
              Consent Application List
            </span>
          </div>
        ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: space[5], paddingTop: space[2] }}>
        {Object.entries(font.weight).map(([name, value]) => (
          <span key={name} style={{ fontWeight: value }}>
            {name} {value}
          </span>
        ))}
      </div>
      <div style={muted}>
        Line height: tight {font.lineHeight.tight} (headings), normal {font.lineHeight.normal}{' '}
        (text). Family: <code style={mono}>{font.family}</code>
      </div>
    </div>
  );
}

export function RadiiAndShadows() {
  return (
    <div style={{ display: 'grid', gap: space[5] }}>
      <div style={grid(160)}>
        {Object.entries(radius).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: space[2], justifyItems: 'start' }}>
            <div
              style={{
                width: 96,
                height: 56,
                borderRadius: value,
                border: `2px solid ${color.primary}`,
                background: color.primarySubtle,
              }}
            />
            <span style={muted}>
              <code style={mono}>radius.{name}</code> · {value}
            </span>
          </div>
        ))}
      </div>
      {/* Shadows read against the page canvas, as cards and popovers sit on it. */}
      <div
        style={{
          ...grid(160),
          padding: space[5],
          borderRadius: radius.lg,
          background: color.canvas,
        }}
      >
        {Object.entries(shadow).map(([name, value]) => (
          <div key={name} style={{ display: 'grid', gap: space[3], justifyItems: 'start' }}>
            <div
              style={{
                width: 120,
                height: 64,
                borderRadius: radius.lg,
                background: color.surface,
                boxShadow: value,
              }}
            />
            <span style={muted}>
              <code style={mono}>shadow.{name}</code>
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

export function FocusRingSample() {
  const ring = (colour: string): CSSProperties => ({
    outline: `${focusRing.width} solid ${colour}`,
    outlineOffset: focusRing.offset,
  });
  const sample: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: `0 ${space[4]}`,
    borderRadius: radius.md,
    fontWeight: font.weight.semibold,
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: space[6], alignItems: 'center' }}>
      <span style={{ ...sample, ...ring(color.focus), background: color.primary, color: '#fff' }}>
        Save
      </span>
      <span
        style={{
          ...sample,
          ...ring(color.focus),
          background: color.surface,
          border: `1px solid ${color.border}`,
          minWidth: 200,
          fontWeight: font.weight.regular,
        }}
      >
        Policy Number
      </span>
      <span style={{ padding: space[3], background: color.header, borderRadius: radius.md }}>
        <span style={{ ...sample, ...ring(color.focusHalo), color: color.headerText }}>Home</span>
      </span>
      <span style={muted}>
        {focusRing.width} solid <code style={mono}>color.focus</code>, offset {focusRing.offset};
        shown on keyboard focus (<code style={mono}>[data-focus-visible]</code>).
      </span>
    </div>
  );
}

export function ZIndexScale() {
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => a - b);
  return (
    <div style={{ display: 'grid', gap: space[2] }}>
      {layers.map(([name, value], index) => (
        <div
          key={name}
          style={{
            marginLeft: index * 24,
            padding: `${space[2]} ${space[3]}`,
            borderRadius: radius.md,
            background: color.surface,
            border: `1px solid ${color.divider}`,
            boxShadow: shadow.sm,
            display: 'flex',
            justifyContent: 'space-between',
            maxWidth: 420,
          }}
        >
          <code style={mono}>zIndex.{name}</code>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
        </div>
      ))}
    </div>
  );
}

export function MotionAndLayout() {
  const rows = [
    ...Object.entries(motion).map(([name, value]) => [`motion.${name}`, value]),
    ...Object.entries(layout).map(([name, value]) => [`layout.${name}`, value]),
  ];
  return (
    <div style={{ ...card, maxWidth: 560 }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: font.size.sm }}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" style={{ ...cell, ...mono, fontWeight: font.weight.regular }}>
                {name}
              </th>
              <td style={cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
