/**
 * Commands common in titles and abstracts that citation-js's decoder does not know (its math knows only Greek
 * letters): written as text before it decodes, so they are neither lost nor reported as unknown.
 */
const replacements: Readonly<Record<string, string>> = {
  LaTeX: 'LaTeX', TeX: 'TeX', BibTeX: 'BibTeX', ldots: '…', dots: '…', cdots: '⋯',
  geq: '≥', ge: '≥', leq: '≤', le: '≤', neq: '≠', ne: '≠', approx: '≈', sim: '∼', propto: '∝', infty: '∞',
  pm: '±', mp: '∓', times: '×', cdot: '·', to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', in: '∈',
  partial: '∂', nabla: '∇', sum: '∑', prod: '∏', int: '∫', sqrt: '√', ell: 'ℓ', circ: '∘', prime: '′',
  log: 'log', ln: 'ln', exp: 'exp', sin: 'sin', cos: 'cos', tan: 'tan', max: 'max', min: 'min', lim: 'lim',
  sup: 'sup', inf: 'inf', det: 'det', arg: 'arg',
};

/** Commands that only steer LaTeX (spacing, boxes, robustness): their argument is the text. */
const transparent = ['relax', 'protect', 'xspace', 'mbox', 'hbox', 'textnormal', 'ensuremath', 'noopsort'];

/** Line breaks and spacing commands are a space; hyphenation hints, italic corrections and negative spaces nothing. */
const spacing = /\\(?:(\\|[ ,;:>])|[-/!])/g;

const replaced = new RegExp(`\\\\(${Object.keys(replacements).join('|')})(?![a-zA-Z])`, 'g');
const dropped = new RegExp(`\\\\(?:${transparent.join('|')})(?![a-zA-Z])\\s*`, 'g');

export function withCommonCommands(latex: string): string {
  return latex
    .replace(spacing, (_command, space: string | undefined) => (space === undefined ? '' : ' '))
    .replace(dropped, '').replace(replaced, (_command, name: string) => replacements[name] as string);
}
