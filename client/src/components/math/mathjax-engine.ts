/**
 * MathJax 3 (mathjax-full, bundled, never a CDN): TeX in, SVG out. This module is heavy and is only
 * imported dynamically by MathText, so it lands in its own chunk and loads the first time math is shown.
 */
import { browserAdaptor } from 'mathjax-full/js/adaptors/browserAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import 'mathjax-full/js/input/tex/cancel/CancelConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import 'mathjax-full/js/input/tex/noundefined/NoUndefinedConfiguration.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';

const adaptor = browserAdaptor();
RegisterHTMLHandler(adaptor);

const tex = new TeX({
  packages: ['base', 'ams', 'boldsymbol', 'cancel', 'newcommand', 'noundefined'],
  // No single-dollar delimiters: prices like "$65" are ordinary text in SAT questions.
  inlineMath: [['\\(', '\\)']],
  displayMath: [
    ['\\[', '\\]'],
    ['$$', '$$'],
  ],
  processEscapes: false,
});
// One glyph cache for the page: every formula reuses the same <defs>.
const svg = new SVG({ fontCache: 'global' });
const html = mathjax.document(document, { InputJax: tex, OutputJax: svg });

/** Typesets the TeX inside one element, in place. A TeX error shows as red source, it does not throw. */
export function typesetElement(element: HTMLElement): void {
  html.clear();
  html
    .findMath({ elements: [element] })
    .compile()
    .getMetrics()
    .typeset()
    .updateDocument();
  // The list would otherwise keep every formula ever shown.
  html.clear();
}
