import type { ReactNode } from 'react';

/**
 * Line drawings for the reference sheet, after the College Board's sheet. Decorative (aria-hidden): the
 * facts themselves are in the text next to them. Letters are the variables of the formulas.
 */
const Figure = ({ children, viewBox = '0 0 120 90' }: { children: ReactNode; viewBox?: string }) => (
  <svg viewBox={viewBox} className="tr-ref-figure" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="1.5">
      {children}
    </g>
  </svg>
);

const Label = ({ x, y, children }: { x: number; y: number; children: string }) => (
  <text x={x} y={y} fill="currentColor" stroke="none" fontSize="11" fontStyle="italic" textAnchor="middle">
    {children}
  </text>
);

export const FIGURES: Record<string, () => ReactNode> = {
  circle: () => (
    <Figure>
      <circle cx="60" cy="45" r="34" />
      <line x1="60" y1="45" x2="94" y2="45" />
      <circle cx="60" cy="45" r="1.5" fill="currentColor" />
      <Label x={77} y={41}>
        r
      </Label>
    </Figure>
  ),
  rectangle: () => (
    <Figure>
      <rect x="15" y="20" width="90" height="50" />
      <Label x={60} y={84}>
        ℓ
      </Label>
      <Label x={110} y={49}>
        w
      </Label>
    </Figure>
  ),
  triangle: () => (
    <Figure>
      <path d="M10 75 L110 75 L75 15 Z" />
      <line x1="75" y1="15" x2="75" y2="75" strokeDasharray="3 3" />
      <Label x={60} y={88}>
        b
      </Label>
      <Label x={81} y={50}>
        h
      </Label>
    </Figure>
  ),
  pythagorean: () => (
    <Figure>
      <path d="M20 75 L100 75 L100 20 Z" />
      <path d="M92 75 V67 H100" />
      <Label x={60} y={88}>
        b
      </Label>
      <Label x={108} y={50}>
        a
      </Label>
      <Label x={54} y={42}>
        c
      </Label>
    </Figure>
  ),
  thirtySixty: () => (
    <Figure>
      <path d="M15 75 L95 75 L95 29 Z" />
      <path d="M87 75 V67 H95" />
      <Label x={55} y={88}>
        x√3
      </Label>
      <Label x={105} y={55}>
        x
      </Label>
      <Label x={48} y={44}>
        2x
      </Label>
      <Label x={35} y={71}>
        30°
      </Label>
      <Label x={86} y={42}>
        60°
      </Label>
    </Figure>
  ),
  fortyFive: () => (
    <Figure>
      <path d="M25 75 L85 75 L85 15 Z" />
      <path d="M77 75 V67 H85" />
      <Label x={55} y={88}>
        s
      </Label>
      <Label x={94} y={48}>
        s
      </Label>
      <Label x={44} y={40}>
        s√2
      </Label>
      <Label x={44} y={71}>
        45°
      </Label>
      <Label x={77} y={32}>
        45°
      </Label>
    </Figure>
  ),
  box: () => (
    <Figure>
      <path d="M15 35 H80 V80 H15 Z M15 35 L40 15 H105 L80 35 M105 15 V60 L80 80" />
      <Label x={47} y={89}>
        ℓ
      </Label>
      <Label x={100} y={75}>
        w
      </Label>
      <Label x={8} y={60}>
        h
      </Label>
    </Figure>
  ),
  cylinder: () => (
    <Figure>
      <ellipse cx="60" cy="18" rx="32" ry="9" />
      <path d="M28 18 V72 M92 18 V72" />
      <path d="M28 72 A32 9 0 0 0 92 72" />
      <line x1="60" y1="18" x2="92" y2="18" />
      <Label x={76} y={14}>
        r
      </Label>
      <Label x={100} y={48}>
        h
      </Label>
    </Figure>
  ),
  sphere: () => (
    <Figure>
      <circle cx="60" cy="45" r="36" />
      <ellipse cx="60" cy="45" rx="36" ry="10" strokeDasharray="3 3" />
      <line x1="60" y1="45" x2="96" y2="45" />
      <Label x={78} y={41}>
        r
      </Label>
    </Figure>
  ),
  cone: () => (
    <Figure>
      <path d="M28 72 L60 10 L92 72" />
      <ellipse cx="60" cy="72" rx="32" ry="9" />
      <line x1="60" y1="10" x2="60" y2="72" strokeDasharray="3 3" />
      <line x1="60" y1="72" x2="92" y2="72" />
      <Label x={66} y={46}>
        h
      </Label>
      <Label x={76} y={87}>
        r
      </Label>
    </Figure>
  ),
  pyramid: () => (
    <Figure>
      <path d="M15 70 L80 70 L105 52 M15 70 L62 12 L80 70 M62 12 L105 52" />
      <path d="M15 70 L40 52 L105 52 M40 52 L62 12" strokeDasharray="3 3" />
      <line x1="62" y1="12" x2="60" y2="61" strokeDasharray="3 3" />
      <Label x={47} y={84}>
        ℓ
      </Label>
      <Label x={100} y={68}>
        w
      </Label>
      <Label x={67} y={42}>
        h
      </Label>
    </Figure>
  ),
};
