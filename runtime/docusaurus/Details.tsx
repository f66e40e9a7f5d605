// `@theme/Details`, also what MDX's lowercase <details> becomes (MDXComponents.tsx): the native
// element, which opens with Enter on its summary, with the D-pad, and without a script.
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** The summary, when the children hold no <summary>. Default: "Details". */
  summary?: ReactNode;
}

export default function Details({ summary, children, className, ...props }: DetailsProps) {
  const parts = Children.toArray(children);
  const own = parts.find((part) => isValidElement(part) && part.type === 'summary');
  return (
    <details {...props} className={className ? `details ${className}` : 'details'}>
      {own ?? <summary>{summary ?? 'Details'}</summary>}
      <div className="details-body">{own ? parts.filter((part) => part !== own) : parts}</div>
    </details>
  );
}
