// `@theme/CodeBlock`. The compiler highlights a block whose code is known at build time, as it does
// fences, and passes the HTML as `highlighted`; otherwise the code is drawn here, plain, in the
// same markup (`.code-block`, `.code-title`, `pre.shiki[data-language]`, one `span.line` per line),
// so Copy buttons (theme/useCopyButtons.ts), the D-pad and the styles treat both alike.
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import { highlightedLines, parseCodeMeta } from '../../shared/code-meta.ts';

export interface CodeBlockProps {
  children?: ReactNode;
  /** `language-js` sets the language (as in a fence); other classes go on the block. */
  className?: string;
  language?: string;
  title?: ReactNode;
  /** The fence meta string: `title="…"`, `showLineNumbers`, `{1,3-4}`. */
  metastring?: string;
  /** `true`, or the number of the first line. */
  showLineNumbers?: boolean | number;
  /** Set by the compiler: the whole block, highlighted at build time. */
  highlighted?: string;
}

const languageRe = /(?:^|\s)language-(\S+)/;

/** Text children as one string (MDX gives `{'\n'}` pieces as an array); elements stay as they are. */
function codeText(children: ReactNode): string | null {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return null;
  return parts.join('');
}

export default function CodeBlock({ children, className = '', language, title, metastring, showLineNumbers, highlighted }: CodeBlockProps) {
  if (highlighted !== undefined) return <div dangerouslySetInnerHTML={{ __html: highlighted }} />;
  const lang = (language ?? languageRe.exec(className)?.[1] ?? '').toLowerCase();
  const extra = className.replace(languageRe, ' ').trim();
  const meta = parseCodeMeta(metastring);
  const from = showLineNumbers === true ? 1 : typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers === false ? null : meta.lineNumbersFrom;
  const heading = title ?? meta.title;
  const text = codeText(children);
  let code: ReactNode = children;
  if (text !== null) {
    const lines = highlightedLines(text, meta, lang);
    const marked = new Set(lines.highlightLines);
    code = lines.code.split('\n').map((line, i) => (
      <Fragment key={i}>
        {i ? '\n' : null}
        <span className={marked.has(i + 1) ? 'line highlighted' : 'line'}>{line}</span>
      </Fragment>
    ));
  }
  return (
    <div className={['code-block', extra].filter(Boolean).join(' ')}>
      {heading ? <div className="code-title">{heading}</div> : null}
      <pre className={from !== null ? 'shiki line-numbers' : 'shiki'} data-language={lang || undefined}>
        <code style={from !== null && from !== 1 ? { counterReset: `line ${from - 1}` } : undefined}>{code}</code>
      </pre>
    </div>
  );
}
