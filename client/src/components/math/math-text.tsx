import { createElement, useEffect, useMemo, useRef } from 'react';
import { importWithTimeout } from '../../lib/chunk-errors';
import { hasMath, sanitizeHtml } from './sanitize-html';
import './math-text.css';

type Engine = typeof import('./mathjax-engine');
let engine: Promise<Engine> | null = null;

/** The MathJax chunk, loaded once, the first time a text with math is shown. */
export function loadMathEngine(): Promise<Engine> {
  engine ??= importWithTimeout(() => import('./mathjax-engine')).then((m) => {
    if (!m) throw new Error('MathJax chunk missing');
    return m as Engine;
  });
  engine.catch(() => {
    engine = null; // a later text may try again
  });
  return engine;
}

export interface MathTextProps {
  /** Trusted-author rich text (HTML subset) with TeX between \( \) or \[ \]. */
  html: string;
  /** `span` for inline places (choices, table cells); `div` for blocks. */
  as?: 'div' | 'span';
  className?: string;
  testId?: string;
}

/**
 * Author rich text, sanitized to a small tag set without attributes, with its math typeset by MathJax
 * (TeX in, SVG out). The raw TeX shows until the MathJax chunk has loaded, then again briefly whenever
 * the text changes and is re-typeset.
 */
export function MathText({ html, as = 'div', className, testId }: MathTextProps) {
  const ref = useRef<HTMLElement>(null);
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMath(clean)) return;
    let live = true;
    loadMathEngine()
      .then(({ typesetElement }) => {
        if (live && ref.current === element) typesetElement(element);
      })
      .catch(() => {
        // Without MathJax the TeX source stays readable; the chunk-error notice is the router's job.
      });
    return () => {
      live = false;
    };
  }, [clean]);

  // Keyed by the text, so React replaces the element (not patches MathJax's output) when the text changes.
  return createElement(as, {
    key: clean,
    ref,
    className: ['math-text', className].filter(Boolean).join(' '),
    'data-testid': testId,
    dangerouslySetInnerHTML: { __html: clean },
  });
}
